import { useId } from 'react';
import { formatPnl, pnlTone } from '../../../../../domain/realized/format-pnl';
import type { WeekSummary } from '../../../../../domain/realized/weekly-summary';

/** The side panel: each grid week's P&L and trades, Monday to Sunday. */
export function WeeklySummaryPanel({ weeks }: { weeks: readonly WeekSummary[] }) {
  const headingId = useId();
  return (
    <section className="cal-weeks" aria-labelledby={headingId}>
      <h3 id={headingId} className="cal-weeks__title">
        Weekly Summary
      </h3>
      <ul className="cal-weeks__list">
        {weeks.map((week) => (
          <li key={week.monday} className="cal-weeks__item" data-week={week.monday}>
            <span className="cal-weeks__label">{week.label}</span>
            <span className={`cal-weeks__pnl tone--${pnlTone(week.pnl)}`}>{formatPnl(week.pnl)}</span>
            <span className="cal-weeks__trades">
              {week.trades} {week.trades === 1 ? 'trade' : 'trades'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
