import { monthName } from '../../../../../domain/calendar';
import type { YearMonth } from '../../../../../domain/realized/month-grid';

interface CalendarToolbarProps {
  month: YearMonth;
  headingId: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** The month's name and the previous, next and Today buttons. */
export function CalendarToolbar({ month, headingId, onPrevious, onNext, onToday }: CalendarToolbarProps) {
  return (
    <div className="cal-toolbar">
      <h3 id={headingId} className="cal-toolbar__title" aria-live="polite">
        {monthName(month.month)} {month.year}
      </h3>
      <div className="cal-toolbar__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-label="Previous month"
          onClick={onPrevious}
        >
          <span aria-hidden="true">‹</span> Prev
        </button>
        <button type="button" className="button button--secondary" onClick={onToday}>
          Today
        </button>
        <button type="button" className="button button--secondary" aria-label="Next month" onClick={onNext}>
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
