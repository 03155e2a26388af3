import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { INCOME_EMPTY } from '../../../../../domain/income/messages';
import {
  averageWeek,
  INCOME_MODES,
  projectedWeeklyIncome,
  realizedWeeklyIncome,
  type IncomeMode,
} from '../../../../../domain/income/weekly-income';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { formatOptionalPnl, formatPnl, pnlTone } from '../../../../../domain/realized/format-pnl';
import { Notice } from '../../../../components/notice';
import { SegmentedControl } from '../../../../components/segmented-control';
import { WeeklyIncomeTable } from './weekly-income-table';

// Recharts stays in its own chunk, fetched only once the tracker has weeks to draw.
const WeeklyIncomeChart = lazy(() =>
  import('./weekly-income-chart').then((m) => ({ default: m.WeeklyIncomeChart })),
);

const MODE_LABELS: Record<IncomeMode, string> = { projected: 'Projected', realized: 'Realized' };
const MODE_HINTS: Record<IncomeMode, string> = {
  projected:
    "Each open theta position's net premium, spread equally over the weeks from its open date to its expiry.",
  realized: "Each closed theta position's realized profit, spread equally over the weeks it was held.",
};

interface WeeklyProfitTrackerProps {
  quarter: string;
  positions: readonly PositionItem[];
  /** 'YYYY-MM-DD': positions expiring before it have no remaining time. */
  today: string;
}

/** Income per Monday-to-Friday week, projected from open positions or realized from closed ones. */
export function WeeklyProfitTracker({ quarter, positions, today }: WeeklyProfitTrackerProps) {
  const [mode, setMode] = useState<IncomeMode>('projected');
  const income = useMemo(
    () => (mode === 'projected' ? projectedWeeklyIncome(positions, today) : realizedWeeklyIncome(positions)),
    [mode, positions, today],
  );
  const headingId = useId();
  const average = averageWeek(income);
  return (
    <section className="card income-card" aria-labelledby={headingId}>
      <div className="income-card__header">
        <h3 id={headingId}>Weekly Profit Tracker</h3>
        <SegmentedControl
          legend="Mode"
          options={INCOME_MODES}
          labels={MODE_LABELS}
          value={mode}
          onChange={setMode}
        />
      </div>
      <p className="muted income-card__hint">{MODE_HINTS[mode]}</p>
      {income.positions === 0 ? (
        <Notice>{INCOME_EMPTY[mode](quarter)}</Notice>
      ) : (
        <>
          <dl className="stat-tiles stat-tiles--three income-tiles">
            <div className="stat-tile">
              <dt className="stat-tile__label">{MODE_LABELS[mode]} Total</dt>
              <dd
                className={`stat-tile__value tone--${pnlTone(income.total)}`}
                data-testid="income-quarter-total"
              >
                {formatPnl(income.total)}
              </dd>
            </div>
            <div className="stat-tile">
              <dt className="stat-tile__label">Weeks</dt>
              <dd className="stat-tile__value">{income.weeks.length}</dd>
            </div>
            <div className="stat-tile">
              <dt className="stat-tile__label">Avg/Week</dt>
              <dd className={`stat-tile__value tone--${pnlTone(average)}`}>{formatOptionalPnl(average)}</dd>
            </div>
          </dl>
          <div className="income-card__body">
            <Suspense fallback={<div className="chart-placeholder income-chart" />}>
              <WeeklyIncomeChart weeks={income.weeks} />
            </Suspense>
            <WeeklyIncomeTable income={income} caption={`${MODE_LABELS[mode]} income per week, ${quarter}`} />
          </div>
        </>
      )}
    </section>
  );
}
