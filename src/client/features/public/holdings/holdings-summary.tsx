import { useId, useState } from 'react';
import { formatShare } from '../../../../domain/format';
import { formatCurrency, formatPercent } from '../../../../domain/format';
import type { PublicAllocationItem } from '../../../../domain/public-data/schemas';
import { toggleLabel, visibleHoldings } from './holdings-summary-model';
import { toneClass } from '../shared/gain-tone';

interface HoldingsSummaryProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  items: readonly PublicAllocationItem[];
  highlighted: string | null;
  onHighlight: (ticker: string | null) => void;
}

/**
 * The allocation as a table: the pie's accessible equivalent. Pointing at a row, or moving keyboard
 * focus onto it, highlights the matching slice.
 */
export function HoldingsSummary({ labelledBy, items, highlighted, onHighlight }: HoldingsSummaryProps) {
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  const label = toggleLabel(items.length, expanded);
  return (
    <>
      <div className="table-scroll">
        <table className="data-table holdings-summary" id={tableId} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">Holding</th>
              <th scope="col" className="num">
                Share
              </th>
              <th scope="col" className="num">
                Value
              </th>
              <th scope="col" className="num">
                Gain
              </th>
            </tr>
          </thead>
          <tbody>
            {visibleHoldings(items, expanded).map((item) => (
              <tr
                key={item.ticker}
                tabIndex={0}
                data-ticker={item.ticker}
                className={item.ticker === highlighted ? 'is-highlighted' : undefined}
                onMouseEnter={() => onHighlight(item.ticker)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(item.ticker)}
                onBlur={() => onHighlight(null)}
              >
                <th scope="row">
                  <span className="holdings-summary__ticker">
                    <span className="swatch" style={{ backgroundColor: item.color }} aria-hidden="true" />
                    {item.ticker}
                  </span>
                </th>
                <td className="num">{formatShare(item.percentage)}</td>
                <td className="num">{formatCurrency(item.value)}</td>
                <td className={`num ${toneClass(item.profitPercent)}`}>
                  {formatPercent(item.profitPercent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {label ? (
        <button
          type="button"
          className="button button--secondary holdings-summary__toggle"
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((value) => !value)}
        >
          {label}
        </button>
      ) : null}
    </>
  );
}
