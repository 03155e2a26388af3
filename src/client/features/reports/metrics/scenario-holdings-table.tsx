import type Decimal from 'decimal.js';
import { formatMoney3 } from '../../../../domain/format';
import { MONEY_INPUT_STEP } from '../../../../domain/investors/constants';
import type { PlaygroundHolding } from '../../../../domain/investors/scenario-playground';
import { ScrollRegion } from '../../../components/scroll-region';

interface ScenarioHoldingsTableProps {
  holdings: readonly PlaygroundHolding[];
  prices: Readonly<Record<string, string>>;
  invalid: ReadonlySet<string>;
  /** Each holding at its scenario price (playgroundResult's holdingValues). */
  values: Readonly<Record<string, Decimal | null>>;
  errorId: string;
  onPriceChange: (key: string, text: string) => void;
}

const KIND_LABELS: Record<PlaygroundHolding['kind'], string> = {
  stock: 'Stock',
  option: 'Option (100 shares a contract)',
  strategy: 'Strategy',
};

/** One row per holding: quantity, today's price per share and the scenario price as typed. */
export function ScenarioHoldingsTable({
  holdings,
  prices,
  invalid,
  values,
  errorId,
  onPriceChange,
}: ScenarioHoldingsTableProps) {
  return (
    <ScrollRegion label="Scenario holdings">
      <table className="data-table scenario-table">
        <caption className="visually-hidden">
          Holdings with today&apos;s and the scenario&apos;s prices
        </caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Current Price ($)
            </th>
            <th scope="col" className="num">
              Scenario Price ($)
            </th>
            <th scope="col" className="num">
              Scenario Value ($)
            </th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((holding) => {
            const text = prices[holding.key] ?? '';
            const bad = invalid.has(holding.key);
            const value = values[holding.key] ?? null;
            return (
              <tr key={holding.key} data-holding={holding.label}>
                <th scope="row">
                  {holding.label}
                  <span className="scenario-table__kind">{KIND_LABELS[holding.kind]}</span>
                </th>
                <td className="num">{formatMoney3(holding.quantity.toNumber())}</td>
                <td className="num">{formatMoney3(holding.currentPrice.toNumber())}</td>
                <td className="num">
                  <input
                    className="scenario-table__input"
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step={MONEY_INPUT_STEP}
                    aria-label={`Scenario price for ${holding.label}`}
                    placeholder={holding.currentPrice.toDecimalPlaces(3).toString()}
                    value={text}
                    onChange={(event) => onPriceChange(holding.key, event.target.value)}
                    aria-invalid={bad || undefined}
                    aria-describedby={bad ? errorId : undefined}
                  />
                </td>
                <td className="num">{value === null ? '—' : formatMoney3(value.toNumber())}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
