import { formatCurrency } from '../../../../../domain/format';
import type { JournalTotals } from '../../../../../domain/journal/api-schemas';
import { ANALYTICS_TEXT as T } from './analytics-texts';
import { daysText, percentText, plainText, pnlText, toneOf } from './figures';

interface Tile {
  label: string;
  value: string;
  tone: 'gain' | 'loss' | 'flat';
  detail?: string;
}

const money = (label: string, value: number | null): Tile => ({
  label,
  value: pnlText(value),
  tone: toneOf(value),
});
const plain = (label: string, value: string, detail?: string): Tile => ({
  label,
  value,
  tone: 'flat',
  detail,
});

/** The totals of the range as tiles (docs/requirements.md#jr-stats). */
export function JournalTiles({ totals }: { totals: JournalTotals }) {
  const tiles: Tile[] = [
    money('Net P&L', totals.netPnl),
    money('Net After Fees', totals.netAfterFees),
    plain('Fees', formatCurrency(totals.fees)),
    plain(
      'Trades',
      String(totals.trades),
      `${totals.wins} won · ${totals.losses} lost · ${totals.breakeven} even`,
    ),
    plain('Win Rate', percentText(totals.winRate)),
    plain('Profit Factor', plainText(totals.profitFactor)),
    money('Expectancy', totals.expectancy),
    money('Avg Win', totals.avgWin),
    money('Avg Loss', totals.avgLoss),
    money('Largest Win', totals.largestWin),
    money('Largest Loss', totals.largestLoss),
    // A fall, shown as the loss it was.
    money('Max Drawdown', -totals.maxDrawdown),
    plain('Active Days', String(totals.activeDays)),
    plain('Avg Days Held', daysText(totals.avgDaysHeld)),
    plain('Premium Capture', percentText(totals.avgPremiumCapture), 'of THETA STO premium kept'),
  ];
  return (
    <dl className="stat-tiles analytics-tiles" aria-label={T.statistics}>
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tile" data-testid={`journal-${tile.label}`}>
          <dt className="stat-tile__label">{tile.label}</dt>
          <dd className={`stat-tile__value tone--${tile.tone}`}>{tile.value}</dd>
          {tile.detail ? <dd className="stat-tile__detail">{tile.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
