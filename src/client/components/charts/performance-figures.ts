import { MONTH_ABBREVIATIONS } from '../../../domain/calendar';
import { formatCurrency, formatNumber, formatTwoDecimals } from '../../../domain/format';
import type { DisplayMode, ViewPoint } from '../../../domain/performance/view-series';

export const DISPLAY_MODE_LABELS: Readonly<Record<DisplayMode, string>> = {
  normalized: 'Normalized',
  raw: 'Raw',
};

/** Normalized values are an index (100 at the start: '147.02'); raw values are dollars ('$702.35'). */
export function formatSeriesValue(value: number, mode: DisplayMode): string {
  if (!Number.isFinite(value)) return '';
  return mode === 'raw' ? formatCurrency(value) : formatTwoDecimals(value);
}

/** Axis labels: as few digits as the tick needs ('100', '99.5', '$650'). */
export function formatTick(value: number, mode: DisplayMode): string {
  const text = formatNumber(value);
  return mode === 'raw' && text !== '' ? `$${text}` : text;
}

function dateParts(date: string): { year: string; month: string; day: number } {
  const [year = '', month = '', day = ''] = date.split('-');
  return { year, month: MONTH_ABBREVIATIONS[Number(month) - 1] ?? month, day: Number(day) };
}

/** Axis ticks: 'Nov 20' within a few months, 'Nov 2026' over longer ranges. */
export function axisDateFormatter(first: string, last: string): (date: string) => string {
  const spanMonths =
    (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
    (Number(last.slice(5, 7)) - Number(first.slice(5, 7)));
  return (date) => {
    const { year, month, day } = dateParts(date);
    return spanMonths > 6 ? `${month} ${year}` : `${month} ${day}`;
  };
}

export interface RangeSummary {
  start: ViewPoint;
  end: ViewPoint;
}

/** The first and last point of the chosen range: what the summary figures compare. */
export function rangeSummary(points: readonly ViewPoint[]): RangeSummary | null {
  const start = points[0];
  const end = points[points.length - 1];
  return start && end ? { start, end } : null;
}

/** 1, 2 or 5 times a power of ten, whichever is nearest: steps a reader can add up at a glance. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10;
  return nice * power;
}

/**
 * Round tick values inside an axis domain (about `count` of them), so the axis reads 80, 100, 120
 * rather than 68, 103, 138.
 */
export function niceTicks(domain: readonly [number, number], count = 5): number[] {
  const [min, max] = domain;
  if (!(max > min) || !Number.isFinite(min) || !Number.isFinite(max)) return [];
  const step = niceStep((max - min) / count);
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step / 1e6; tick += step) {
    // Decimal steps drift (0.1 + 0.2); twelve significant digits is far past any axis label.
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}
