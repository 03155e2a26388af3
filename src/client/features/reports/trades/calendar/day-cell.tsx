import type { DayTotal } from '../../../../../domain/realized/calendar-stats';
import { formatCompactPnl, formatPnl, pnlTone } from '../../../../../domain/realized/format-pnl';
import type { GridDay } from '../../../../../domain/realized/month-grid';
import { formatLongDay } from '../../../../../domain/format';

interface DayCellProps {
  day: GridDay;
  total: DayTotal | undefined;
  isToday: boolean;
  onOpen: (day: string, button: HTMLElement) => void;
}

const tradesText = (count: number) => `${count} ${count === 1 ? 'trade' : 'trades'}`;

/**
 * One day of the grid. A day with trades is a button that opens its detail; its accessible name says
 * the date, the P&L and the number of trades, so nothing rests on colour or on the column header.
 */
export function DayCell({ day, total, isToday, onOpen }: DayCellProps) {
  const classes = ['cal-day', day.inMonth ? '' : 'cal-day--outside', isToday ? 'cal-day--today' : '']
    .filter(Boolean)
    .join(' ');
  const name = formatLongDay(day.date);
  if (total === undefined) {
    return (
      <td className={classes} aria-current={isToday ? 'date' : undefined}>
        <span className="cal-day__number" aria-hidden="true">
          {day.day}
        </span>
        <span className="visually-hidden">{name}, no trades</span>
      </td>
    );
  }
  const pnl = formatPnl(total.pnl);
  const tone = pnlTone(total.pnl);
  return (
    <td className={`${classes} cal-day--active cal-day--${tone}`} aria-current={isToday ? 'date' : undefined}>
      <button
        type="button"
        className="cal-day__button"
        aria-label={`${name}: ${pnl}, ${tradesText(total.trades)}`}
        data-day={day.date}
        onClick={(event) => onOpen(day.date, event.currentTarget)}
      >
        <span className="cal-day__number">{day.day}</span>
        <span className={`cal-day__pnl cal-day__pnl--full tone--${tone}`}>{pnl}</span>
        <span className={`cal-day__pnl cal-day__pnl--compact tone--${tone}`}>
          {formatCompactPnl(total.pnl)}
        </span>
        <span className="cal-day__trades">{tradesText(total.trades)}</span>
      </button>
    </td>
  );
}
