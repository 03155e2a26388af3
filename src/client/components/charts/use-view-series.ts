import { useMemo, useState } from 'react';
import { DEFAULT_TIMEFRAME, type Timeframe } from '../../../domain/performance/timeframes';
import {
  DEFAULT_DISPLAY_MODE,
  viewSeries,
  type DisplayMode,
  type NavEntry,
} from '../../../domain/performance/view-series';
import { useFundClock } from '../../config/fund-clock';

/**
 * The chosen period and display of a performance chart, and its points. "Today" is the fund's day (as
 * the server's render and the API take it), fixed for the visit: a page left open past midnight keeps
 * the periods it showed.
 */
export function useViewSeries(navData: readonly NavEntry[] | undefined) {
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [mode, setMode] = useState<DisplayMode>(DEFAULT_DISPLAY_MODE);
  const clock = useFundClock();
  const [today] = useState(() => clock.today());
  const points = useMemo(
    () => (navData ? viewSeries(navData, { timeframe, mode, today }) : []),
    [navData, timeframe, mode, today],
  );
  return { timeframe, setTimeframe, mode, setMode, points };
}
