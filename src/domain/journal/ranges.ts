import { addDays, addMonths, daysInMonth, isoDate } from '../calendar';
import { previousQuarter, quarterDays, quarterOf, type Quarter } from '../quarters';
import type { DayRange } from './trades';

/*
 * The Analytics view's range presets (docs/requirements.md#jr-screen), worked out from "today" on the
 * reader's wall clock; 'custom' takes the two dates typed.
 */

export const RANGE_PRESETS = [
  'this-quarter',
  'last-quarter',
  'ytd',
  'last-12-months',
  'all',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Readonly<Record<RangePreset, string>> = {
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  ytd: 'YTD',
  'last-12-months': 'Last 12 months',
  all: 'All',
  custom: 'Custom',
};

function quarterRange(quarter: Quarter): DayRange {
  const { start, end } = quarterDays(quarter);
  return { from: start, to: end };
}

/**
 * The range of a preset on `today` ('YYYY-MM-DD'): this and last quarter are whole calendar quarters;
 * YTD runs from 1 January to today; the last 12 months from the day after the same date a year ago to
 * today; all is open at both ends. 'custom' answers null: its dates are typed.
 */
export function presetRange(preset: RangePreset, today: string): DayRange | null {
  const [year, month] = today.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case 'this-quarter':
      return quarterRange(quarterOf(today));
    case 'last-quarter':
      return quarterRange(previousQuarter(quarterOf(today)));
    case 'ytd':
      return { from: isoDate({ year, month: 1, day: 1 }), to: today };
    case 'last-12-months': {
      const back = addMonths(year, month, -12);
      const day = Math.min(Number(today.slice(8, 10)), daysInMonth(back.year, back.month));
      return { from: addDays(isoDate({ ...back, day }), 1), to: today };
    }
    case 'all':
      return { from: null, to: null };
    case 'custom':
      return null;
  }
}
