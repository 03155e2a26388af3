import { memo } from 'react';
import { formatMoney3 } from '../../../../domain/format';
import type { Investor } from '../../../../domain/investors/schemas';

interface InvestorPickerProps {
  investors: readonly Investor[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

interface InvestorCardProps {
  investor: Investor;
  pressed: boolean;
  onSelect: (id: number) => void;
}

/** One investor's card, rendered again only when its investor or its pressed state changes. */
const InvestorCard = memo(function InvestorCard({ investor, pressed, onSelect }: InvestorCardProps) {
  return (
    <li>
      <button
        type="button"
        className="investor-card"
        aria-pressed={pressed}
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
            <span className="investor-card__label">Total shares</span> {formatMoney3(investor.totalShares)}
          </span>
          <span>
            <span className="investor-card__label">Investments</span> {investor.investmentCount}
          </span>
        </span>
      </button>
    </li>
  );
});

/**
 * One card per investor; the chosen one is pressed. Choosing another renders the two cards whose
 * pressed state changed (issue 30: 200 investors within 200 ms at 4×), given a stable `onSelect`.
 */
export const InvestorPicker = memo(function InvestorPicker({
  investors,
  selectedId,
  onSelect,
}: InvestorPickerProps) {
  return (
    <ul className="investor-picker" aria-label="Investors">
      {investors.map((investor) => (
        <InvestorCard
          key={investor.id}
          investor={investor}
          pressed={investor.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
});
