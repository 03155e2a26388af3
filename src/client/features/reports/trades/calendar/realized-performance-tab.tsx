import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { useFundClock } from '../../../../config/fund-clock';
import { calendarStats, dayTotals } from '../../../../../domain/realized/calendar-stats';
import { closingEventsOf } from '../../../../../domain/realized/closing-events';
import {
  initialMonth,
  monthOf,
  monthGrid,
  shiftMonth,
  type YearMonth,
} from '../../../../../domain/realized/month-grid';
import { weeklySummaries } from '../../../../../domain/realized/weekly-summary';
import { CalendarStatTiles } from './calendar-stat-tiles';
import { CalendarToolbar } from './calendar-toolbar';
import { DayDetailModal } from './day-detail-modal';
import { MonthTable } from './month-table';
import { WeeklySummaryPanel } from './weekly-summary-panel';

interface RealizedPerformanceTabProps {
  /** Display form, 'Q3 2025'. */
  quarter: string;
  /** The selected quarter's positions. */
  positions: PositionItem[];
}

/**
 * The realized P&L of the quarter's closing events on a Monday-to-Sunday month calendar, with the six
 * stat tiles (over the whole quarter), a weekly summary and a day-detail modal. It opens on the month
 * of the latest closing event, or on today's month when the quarter has none.
 */
export function RealizedPerformanceTab({ quarter, positions }: RealizedPerformanceTabProps) {
  const events = useMemo(() => closingEventsOf(positions), [positions]);
  const totals = useMemo(() => dayTotals(events), [events]);
  const stats = useMemo(() => calendarStats(events), [events]);
  const clock = useFundClock();
  const [today] = useState(() => clock.today());
  const start = useMemo(() => initialMonth(events, today), [events, today]);
  // The month shown, remembered with the quarter it was chosen for: a new quarter starts afresh.
  const [chosen, setChosen] = useState<{ quarter: string; month: YearMonth } | null>(null);
  const month = chosen?.quarter === quarter ? chosen.month : start;
  const grid = useMemo(() => monthGrid(month), [month]);
  const weeks = useMemo(() => weeklySummaries(grid, totals), [grid, totals]);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const headingId = useId();
  // The modal has no Radix trigger, so the day's button takes focus back itself once it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openDetail = useCallback((day: string, button: HTMLElement) => {
    opener.current = button;
    setOpenDay(day);
  }, []);
  const closeDetail = useCallback(() => {
    setOpenDay(null);
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  const show = (next: YearMonth) => setChosen({ quarter, month: next });

  return (
    <div className="realized-tab">
      <CalendarStatTiles stats={stats} />
      <div className="cal-layout">
        <div className="cal-main">
          <CalendarToolbar
            month={month}
            headingId={headingId}
            onPrevious={() => show(shiftMonth(month, -1))}
            onNext={() => show(shiftMonth(month, 1))}
            onToday={() => show(monthOf(today))}
          />
          <div className="cal-grid-scroll">
            <MonthTable
              grid={grid}
              totals={totals}
              today={today}
              captionId={headingId}
              onOpenDay={openDetail}
            />
          </div>
        </div>
        <WeeklySummaryPanel weeks={weeks} />
      </div>
      <DayDetailModal total={openDay === null ? null : (totals.get(openDay) ?? null)} onClose={closeDetail} />
    </div>
  );
}
