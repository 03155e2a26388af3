import type { CalendarStats } from '../../../../../domain/realized/calendar-stats';
import { formatOptionalPnl, formatPnl, formatRate, pnlTone } from '../../../../../domain/realized/format-pnl';

/** The six tiles over the quarter's closing events. */
export function CalendarStatTiles({ stats }: { stats: CalendarStats }) {
  const tiles = [
    { label: 'Total P&L', value: formatPnl(stats.totalPnl), tone: pnlTone(stats.totalPnl) },
    { label: 'Avg/Day', value: formatOptionalPnl(stats.avgPerDay), tone: pnlTone(stats.avgPerDay) },
    { label: 'Avg/Trade', value: formatOptionalPnl(stats.avgPerTrade), tone: pnlTone(stats.avgPerTrade) },
    { label: 'Win Rate', value: formatRate(stats.winRate), tone: 'flat' },
    { label: 'Active Days', value: String(stats.activeDays), tone: 'flat' },
    { label: 'Trades', value: String(stats.trades), tone: 'flat' },
  ] as const;
  return (
    <dl className="stat-tiles calendar-stats" aria-label="Realized performance statistics">
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tile" data-testid={`stat-${tile.label}`}>
          <dt className="stat-tile__label">{tile.label}</dt>
          <dd className={`stat-tile__value tone--${tile.tone}`}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
