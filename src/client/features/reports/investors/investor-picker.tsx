import { formatMoney3 } from '../../../../domain/format';
import type { Investor } from '../../../../domain/investors/schemas';

interface InvestorPickerProps {
  investors: readonly Investor[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** One card per investor; the chosen one is pressed. */
export function InvestorPicker({ investors, selectedId, onSelect }: InvestorPickerProps) {
  return (
    <ul className="investor-picker" aria-label="Investors">
      {investors.map((investor) => (
        <li key={investor.id}>
          <button
            type="button"
            className="investor-card"
            aria-pressed={investor.id === selectedId}
            onClick={() => onSelect(investor.id)}
          >
            <span className="investor-card__name">{investor.name}</span>
            <span className="investor-card__email">{investor.email}</span>
            <span className="investor-card__figures">
              <span>
                <span className="investor-card__label">Total invested</span> $
                {formatMoney3(investor.totalInvested)}
              </span>
              <span>
                <span className="investor-card__label">Total shares</span>{' '}
                {formatMoney3(investor.totalShares)}
              </span>
              <span>
                <span className="investor-card__label">Investments</span> {investor.investmentCount}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
