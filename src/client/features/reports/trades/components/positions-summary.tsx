import type { QuarterSummary } from '../../../../../domain/positions/quarter-summary';
import { signedMoney, toneClass } from '../display';
import { TRADE_LOG_TEXT } from '../trade-log-texts';

interface PositionsSummaryProps {
  quarter: string;
  summary: QuarterSummary;
  /** Without it (a viewer who may not write) there is no Add Position. */
  onAdd?: () => void;
  onDownload: () => void;
  downloading: boolean;
  /** The sample positions cannot be exported. */
  canDownload: boolean;
}

/** '{quarter} Positions' with the counts by type, Add Position, Download CSV and the summary cards. */
export function PositionsSummary({
  quarter,
  summary,
  onAdd,
  onDownload,
  downloading,
  canDownload,
}: PositionsSummaryProps) {
  const profit = summary.quarterProfit;
  return (
    <section className="trade-summary" aria-labelledby="trade-positions-heading">
      <div className="trade-summary__head">
        <div>
          <h3 id="trade-positions-heading">{TRADE_LOG_TEXT.positionsHeading(quarter)}</h3>
          <ul className="trade-summary__counts" aria-label="Positions by type">
            <li>Theta: {summary.counts.THETA}</li>
            <li>Stock: {summary.counts.STOCK}</li>
            <li>Option: {summary.counts.OPTION}</li>
          </ul>
        </div>
        <div className="trade-summary__actions">
          {onAdd ? (
            <button type="button" className="button button--primary" onClick={onAdd}>
              {TRADE_LOG_TEXT.addPosition}
            </button>
          ) : null}
          {canDownload ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={onDownload}
              disabled={downloading}
            >
              {downloading ? 'Preparing CSV...' : TRADE_LOG_TEXT.downloadCsv}
            </button>
          ) : null}
        </div>
      </div>
      <dl className="stat-tiles stat-tiles--three trade-cards">
        <div className="stat-tile">
          <dt className="stat-tile__label">{TRADE_LOG_TEXT.cards.open}</dt>
          <dd className="stat-tile__value" data-testid="card-open-positions">
            {summary.open}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">{TRADE_LOG_TEXT.cards.total}</dt>
          <dd className="stat-tile__value" data-testid="card-total-positions">
            {summary.total}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">{TRADE_LOG_TEXT.cards.profit}</dt>
          <dd className={`stat-tile__value ${toneClass(profit)}`} data-testid="card-quarter-profit">
            {signedMoney(profit)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
