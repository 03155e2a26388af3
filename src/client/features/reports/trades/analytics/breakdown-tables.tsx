import { useId } from 'react';
import type { JournalStats } from '../../../../../domain/journal/api-schemas';
import { monthYearLabel } from '../../../../../domain/calendar';
import { ScrollRegion } from '../../../../components/scroll-region';
import { ANALYTICS_TEXT as T } from './analytics-texts';
import { percentText, pnlText, toneOf } from './figures';

interface Row {
  key: string;
  label: string;
  netPnl: number;
  trades: number;
  wins?: number;
  winRate?: number;
}

interface BreakdownTableProps {
  title: string;
  /** The heading of the first column: 'Ticker', 'Weekday'. */
  column: string;
  rows: readonly Row[];
  empty: string;
}

function BreakdownTable({ title, column, rows, empty }: BreakdownTableProps) {
  const headingId = useId();
  const withWins = rows.some((row) => row.wins !== undefined);
  return (
    // Not a landmark of its own: the table's scroll box is the region its heading names.
    <section className="analytics-section analytics-breakdown">
      <h4 id={headingId}>{title}</h4>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ScrollRegion labelledBy={headingId}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" className="num">
                  Net P&amp;L
                </th>
                <th scope="col" className="num">
                  Trades
                </th>
                {withWins ? (
                  <>
                    <th scope="col" className="num">
                      Wins
                    </th>
                    <th scope="col" className="num">
                      Win Rate
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className={`num tone--${toneOf(row.netPnl)}`}>{pnlText(row.netPnl)}</td>
                  <td className="num">{row.trades}</td>
                  {withWins ? (
                    <>
                      <td className="num">{row.wins}</td>
                      <td className="num">{percentText(row.winRate ?? null)}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

const named = (rows: JournalStats['byTicker']): Row[] => rows.map((row) => ({ ...row, label: row.key }));

/** The range's trades by ticker, strategy, tag, weekday and month (docs/requirements.md#jr-api). */
export function BreakdownTables({ stats }: { stats: JournalStats }) {
  return (
    <div className="analytics-breakdowns">
      <BreakdownTable title={T.byTicker} column="Ticker" rows={named(stats.byTicker)} empty={T.noTrades} />
      <BreakdownTable
        title={T.byStrategy}
        column="Strategy"
        rows={named(stats.byStrategy)}
        empty={T.noTrades}
      />
      <BreakdownTable title={T.byTag} column="Tag" rows={named(stats.byTag)} empty={T.noTaggedTrades} />
      <BreakdownTable
        title={T.byWeekday}
        column="Weekday"
        rows={stats.byWeekday.map((row) => ({ ...row, label: row.key }))}
        empty={T.noTrades}
      />
      <BreakdownTable
        title={T.byMonth}
        column="Month"
        rows={stats.byMonth.map((row) => ({
          ...row,
          label: monthYearLabel(Number(row.key.slice(0, 4)), Number(row.key.slice(5, 7))),
        }))}
        empty={T.noTrades}
      />
    </div>
  );
}
