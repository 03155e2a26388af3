import { useMemo, useRef, type KeyboardEvent } from 'react';
import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from '../../../../../domain/calendar';
import { heatLevel, monthColumns, yearWeeks } from '../../../../../domain/journal/heatmap';
import { formatLongDay } from '../../../../../domain/format';
import { ScrollRegion } from '../../../../components/scroll-region';
import { pnlText, toneOf, tradesText } from './figures';

export interface HeatDay {
  netPnl: number;
  trades: number;
}

interface YearHeatmapProps {
  year: number;
  days: ReadonlyMap<string, HeatDay>;
  /** The largest day's size among all the days shown, so every year reads on one scale. */
  largest: number;
  onOpenDay: (day: string, button: HTMLElement) => void;
}

const dayName = (day: string, total: HeatDay | undefined) =>
  total === undefined
    ? `${formatLongDay(day)}, no trades`
    : `${formatLongDay(day)}: ${pnlText(total.netPnl)}, ${tradesText(total.trades)}`;

/**
 * One year of daily realized P&L (docs/requirements.md#jr-screen): weeks as columns, Monday to Sunday
 * down each, a cell per day coloured by sign and size, and a label per cell, so the colour is never
 * the only cue. A day with trades is a button that opens its trades; the arrow keys move between those
 * days (one tab stop for the year).
 */
export function YearHeatmap({ year, days, largest, onOpenDay }: YearHeatmapProps) {
  const weeks = useMemo(() => yearWeeks(year), [year]);
  const months = useMemo(() => monthColumns(weeks), [weeks]);
  const active = useMemo(
    () => weeks.flatMap((week) => week.days).filter((day): day is string => day !== null && days.has(day)),
    [weeks, days],
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const captionId = `heatmap-${year}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const index = active.indexOf(day);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: active.length - 1,
    };
    const next = active[moves[event.key] ?? -1];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
  };

  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="heatmap">
        <caption id={captionId}>{year}</caption>
        {/* Month names for the eye; each day's own label names its date. */}
        <thead aria-hidden="true">
          <tr>
            <td />
            {weeks.map((week, index) => {
              const month = months.find((column) => column.week === index);
              return (
                <td key={week.monday} className="heatmap__month">
                  {month ? MONTH_ABBREVIATIONS[month.month - 1] : null}
                </td>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {WEEKDAY_NAMES.map((weekday, row) => (
            <tr key={weekday}>
              <th scope="row" className="heatmap__weekday">
                <abbr title={weekday}>{WEEKDAY_ABBREVIATIONS[row]}</abbr>
              </th>
              {weeks.map((week) => {
                const day = week.days[row];
                if (day === null || day === undefined)
                  return <td key={week.monday} className="heatmap__cell heatmap__cell--outside" />;
                const total = days.get(day);
                if (total === undefined)
                  return (
                    <td key={day} className="heatmap__cell">
                      <span className="visually-hidden">{dayName(day, total)}</span>
                    </td>
                  );
                const tone = toneOf(total.netPnl);
                return (
                  <td
                    key={day}
                    className={`heatmap__cell heatmap__cell--${tone}-${heatLevel(total.netPnl, largest)}`}
                  >
                    <button
                      ref={(element) => {
                        if (element) buttons.current.set(day, element);
                        else buttons.current.delete(day);
                      }}
                      type="button"
                      className="heatmap__day"
                      aria-label={dayName(day, total)}
                      title={dayName(day, total)}
                      data-day={day}
                      tabIndex={day === active[0] ? 0 : -1}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onClick={(event) => onOpenDay(day, event.currentTarget)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
