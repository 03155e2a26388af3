import { formatShare } from '../../../../domain/format';
import { formatCurrency, formatPercent } from '../../../../domain/format';
import type { PublicAllocationItem } from '../../../../domain/public-data/schemas';
import { toneClass } from '../shared/gain-tone';

/** A slice's ticker, share, value (or '***' when masked) and gain. */
export function AllocationTooltip({ item }: { item: PublicAllocationItem }) {
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">
        <span className="swatch" style={{ backgroundColor: item.color }} aria-hidden="true" />
        {item.ticker}
      </p>
      <dl className="chart-tooltip__figures">
        <div>
          <dt>Share</dt>
          <dd>{formatShare(item.percentage)}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{formatCurrency(item.value)}</dd>
        </div>
        <div>
          <dt>Gain</dt>
          <dd className={toneClass(item.profitPercent)}>{formatPercent(item.profitPercent)}</dd>
        </div>
      </dl>
    </div>
  );
}
