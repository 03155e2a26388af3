import { roundHalfUp } from '../rounding';
import { percentChange, percentDifference, PERCENT_DECIMALS } from './percent-change';
import { filterByTimeframe, type Timeframe } from './timeframes';

export const DISPLAY_MODES = ['normalized', 'raw'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const DEFAULT_DISPLAY_MODE: DisplayMode = 'normalized';

/** What the view needs of each navData entry. */
export interface NavEntry {
  /** 'YYYY-MM-DD'. */
  date: string;
  portfolioNAV: number;
  spyPrice: number;
}

export interface ViewPoint {
  date: string;
  /** Normalized: 100 at the timeframe's first entry. Raw: the NAV itself. */
  portfolioValue: number;
  /** Normalized: 100 at the timeframe's first entry. Raw: the SPY price itself. */
  spyValue: number;
  /** Percent change from the timeframe's first entry, 3 decimals. */
  portfolioChange: number;
  spyChange: number;
  /** portfolioChange - spyChange, percentage points. */
  relativeDiff: number;
  originalPortfolioNAV: number;
  originalSPYPrice: number;
  timeframeStartPortfolio: number;
  timeframeStartSPY: number;
}

export interface ViewSeriesOptions {
  timeframe: Timeframe;
  mode: DisplayMode;
  /** The fund's today, 'YYYY-MM-DD'. */
  today: string;
}

function pointFrom(start: NavEntry, entry: NavEntry, normalized: boolean): ViewPoint {
  const portfolioChange = percentChange(start.portfolioNAV, entry.portfolioNAV);
  const spyChange = percentChange(start.spyPrice, entry.spyPrice);
  return {
    date: entry.date,
    // 100 + change is the rescaled value and, unlike nav / start * 100, agrees with the change to the digit.
    portfolioValue: normalized ? roundHalfUp(100 + portfolioChange, PERCENT_DECIMALS) : entry.portfolioNAV,
    spyValue: normalized ? roundHalfUp(100 + spyChange, PERCENT_DECIMALS) : entry.spyPrice,
    portfolioChange,
    spyChange,
    relativeDiff: percentDifference(portfolioChange, spyChange),
    originalPortfolioNAV: entry.portfolioNAV,
    originalSPYPrice: entry.spyPrice,
    timeframeStartPortfolio: start.portfolioNAV,
    timeframeStartSPY: start.spyPrice,
  };
}

/** The performance view's points: the timeframe's entries measured from its first entry. */
export function viewSeries(navData: readonly NavEntry[], options: ViewSeriesOptions): ViewPoint[] {
  const entries = filterByTimeframe(navData, options.timeframe, options.today);
  const start = entries[0];
  if (start === undefined) return [];
  const normalized = options.mode === 'normalized';
  return entries.map((entry) => pointFrom(start, entry, normalized));
}

/**
 * The first and last of `viewSeries`'s points alone, what a summary compares: the page's first render
 * shows them without working out every day of the range, which the chart does once it draws
 * (decision 034). Null when the timeframe has no entry.
 */
export function viewSeriesEnds(
  navData: readonly NavEntry[],
  options: ViewSeriesOptions,
): { start: ViewPoint; end: ViewPoint } | null {
  const entries = filterByTimeframe(navData, options.timeframe, options.today);
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (first === undefined || last === undefined) return null;
  const normalized = options.mode === 'normalized';
  return { start: pointFrom(first, first, normalized), end: pointFrom(first, last, normalized) };
}

/** The Reports chart calls the raw mode 'actual'. */
export type AxisMode = DisplayMode | 'actual';

const MINIMUM_PADDING: Readonly<Record<AxisMode, number>> = { normalized: 1, raw: 0.5, actual: 0.5 };

/**
 * Y-axis bounds: the values' range padded by 5 % on each side, at least 1 point (normalized) or 0.5
 * (prices) so that a flat series still gets a visible band. Ends are kept to 3 decimals so the axis
 * shows no float residue. Null when there is no finite value to frame.
 */
export function axisDomain(values: readonly number[], mode: AxisMode): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min > max) return null;
  // range / 20 rather than range * 0.05: 0.05 has no exact binary form, 20 does.
  const padding = Math.max((max - min) / 20, MINIMUM_PADDING[mode]);
  return [roundHalfUp(min - padding, 3), roundHalfUp(max + padding, 3)];
}
