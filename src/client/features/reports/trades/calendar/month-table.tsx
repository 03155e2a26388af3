import type { DayTotal } from '../../../../../domain/realized/calendar-stats';
import type { GridWeek } from '../../../../../domain/realized/month-grid';
import { WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from '../../../../../domain/calendar';
import { DayCell } from './day-cell';

interface MonthTableProps {
  grid: readonly GridWeek[];
  totals: ReadonlyMap<string, DayTotal>;
  today: string;
  captionId: string;
  onOpenDay: (day: string, button: HTMLElement) => void;
}

/** The month as a real table: weeks as rows, Monday to Sunday as columns. */
export function MonthTable({ grid, totals, today, captionId, onOpenDay }: MonthTableProps) {
  return (
    <table className="cal-grid" aria-labelledby={captionId}>
      <thead>
        <tr>
          {WEEKDAY_ABBREVIATIONS.map((abbreviation, index) => (
            <th key={abbreviation} scope="col">
              <abbr title={WEEKDAY_NAMES[index]}>{abbreviation}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((week) => (
          <tr key={week.monday}>
            {week.days.map((day) => (
              <DayCell
                key={day.date}
                day={day}
                total={totals.get(day.date)}
                isToday={day.date === today}
                onOpen={onOpenDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
