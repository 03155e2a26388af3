import { useMemo } from 'react';
import { localToday } from '../../domain/calendar';
import { isTimeZone, zonedDay, zonedWallClockDate } from '../../domain/time-zones';
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
  /** The fund's wall clock now: a Date whose local fields read the fund's zone (the domain's `today: Date`). */
  wallClock(): Date;
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
      wallClock: () => zonedWallClockDate(now(), timeZone),
    };
  }
  // A browser without that zone's data: the day the server gave, else the browser's own.
  const today = () => config.today ?? localToday(new Date(now()));
  return {
    timeZone,
    today,
    wallClock: () => {
      const [year = 1970, month = 1, day = 1] = today().split('-').map(Number);
      return new Date(year, month - 1, day, 12);
    },
  };
}

/** The fund's clock, for screens below the ConfigGate. */
export function useFundClock(): FundClock {
  const config = useAppConfig();
  return useMemo(() => fundClockOf(config), [config]);
}
