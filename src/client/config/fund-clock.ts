import { useMemo } from 'react';
import { localToday } from '../../domain/calendar';
import { isTimeZone, zonedDay } from '../../domain/time-zones';
import { dayFromTable, parseZoneOffsets } from '../../domain/zone-offsets';
import type { AppConfig } from './app-config';
import { useAppConfig } from './config-context';

/**
 * The browser's copy of the fund's one clock (src/server/fund-clock.ts): "today" is the fund's
 * calendar day in its zone (GET /api/config), never the browser's own, so an administrator
 * travelling eight hours ahead of the fund gets the fund's date in every form. It is read from the
 * zone each time it is asked, so a tab left open past the fund's midnight moves on with it. A
 * server-rendered page carries the zone's offsets (`zoneOffsets`), read first: the browser's first
 * time-zoned Intl format loads its time-zone data in one long task (decision 034), so Intl is asked
 * only outside the table's span, and the zone is checked only then.
 */
export interface FundClock {
  readonly timeZone: string;
  /** The fund's calendar day now, 'YYYY-MM-DD'. */
  today(): string;
}

export function fundClockOf(
  config: Pick<AppConfig, 'timeZone' | 'today' | 'zoneOffsets'>,
  now = () => Date.now(),
): FundClock {
  const { timeZone } = config;
  const zoneOffsets = config.zoneOffsets === undefined ? null : parseZoneOffsets(config.zoneOffsets);
  let known: boolean | undefined;
  const fromZone = (instant: number): string => {
    known ??= isTimeZone(timeZone);
    if (known) return zonedDay(instant, timeZone);
    // A browser without that zone's data: the day the server gave, else the browser's own.
    return config.today ?? localToday(new Date(instant));
  };
  return {
    timeZone,
    today: () => {
      const instant = now();
      return (zoneOffsets && dayFromTable(zoneOffsets, instant)) ?? fromZone(instant);
    },
  };
}

/** The fund's clock, for screens below the ConfigGate. */
export function useFundClock(): FundClock {
  const config = useAppConfig();
  return useMemo(() => fundClockOf(config), [config]);
}
