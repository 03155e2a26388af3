import { useMemo } from 'react';
import { localToday } from '../../domain/calendar';
import { isTimeZone, zonedDay } from '../../domain/time-zones';
import type { AppConfig } from './app-config';
import { useAppConfig } from './config-context';

/**
 * The browser's copy of the fund's one clock (src/server/fund-clock.ts): "today" is the fund's
 * calendar day in its zone (GET /api/config), never the browser's own, so an administrator
 * travelling eight hours ahead of the fund gets the fund's date in every form. It is read from the
 * zone each time it is asked, so a tab left open past the fund's midnight moves on with it.
 */
export interface FundClock {
  readonly timeZone: string;
  /** The fund's calendar day now, 'YYYY-MM-DD'. */
  today(): string;
}

export function fundClockOf(
  config: Pick<AppConfig, 'timeZone' | 'today'>,
  now = () => Date.now(),
): FundClock {
  const { timeZone } = config;
  if (isTimeZone(timeZone)) {
    return {
      timeZone,
      today: () => zonedDay(now(), timeZone),
    };
  }
  // A browser without that zone's data: the day the server gave, else the browser's own.
  return { timeZone, today: () => config.today ?? localToday(new Date(now())) };
}

/** The fund's clock, for screens below the ConfigGate. */
export function useFundClock(): FundClock {
  const config = useAppConfig();
  return useMemo(() => fundClockOf(config), [config]);
}
