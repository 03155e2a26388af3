import { useMemo, useState } from 'react';
import { DEFAULT_TIMEFRAME, type Timeframe } from '../../../domain/performance/timeframes';
import {
  DEFAULT_DISPLAY_MODE,
  viewSeries,
  type DisplayMode,
  type NavEntry,
  type ViewSeriesOptions,
} from '../../../domain/performance/view-series';
import { useFundClock } from '../../config/fund-clock';

/**
 * The chosen period and display of a performance chart. "Today" is the fund's day (as the server's
 * render and the API take it), fixed for the visit: a page left open past midnight keeps the periods it
 * showed.
 */
export function useViewChoice() {
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [mode, setMode] = useState<DisplayMode>(DEFAULT_DISPLAY_MODE);
  const clock = useFundClock();
  const [today] = useState(() => clock.today());
  const options = useMemo<ViewSeriesOptions>(() => ({ timeframe, mode, today }), [timeframe, mode, today]);
  return { timeframe, setTimeframe, mode, setMode, options };
}

/** The points of a series for the chosen period and display. */
export function useViewPoints(navData: readonly NavEntry[] | undefined, options: ViewSeriesOptions) {
  return useMemo(() => (navData ? viewSeries(navData, options) : []), [navData, options]);
}

/** The chosen period and display of a performance chart, and its points. */
export function useViewSeries(navData: readonly NavEntry[] | undefined) {
  const choice = useViewChoice();
  const points = useViewPoints(navData, choice.options);
  return { ...choice, points };
}
