import type { FastifyInstance } from 'fastify';
import { localToday } from '../domain/calendar';

/*
 * The server's one clock. "Today" (a default close or roll date, the current quarter, a Last updated
 * date not in the future, an investment date at most a year ahead, an export's file name) is the
 * fund's calendar day, taken in the FUND_TIME_ZONE setting (src/server/config.ts), whatever zone the
 * host runs in. Instants (audit rows, createdAt) do not depend on it.
 */

export interface FundClock {
  readonly timeZone: string;
  /** The present instant. */
  now(): Date;
  /**
   * The present as the fund's wall clock: a Date whose local fields (getFullYear ... getSeconds) read
   * the fund's time zone, for the domain's rules that take `today: Date` and read it as a calendar day.
   */
  wallClock(): Date;
  /** The fund's calendar day, 'YYYY-MM-DD'. */
  today(): string;
}

/** Whether `timeZone` is an IANA zone this runtime knows ('America/New_York', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone of the host, the setting's default. */
export const hostTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function fundClock(timeZone: string, now: () => Date = () => new Date()): FundClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const wallClock = (): Date => {
    const instant = now();
    const field = Object.fromEntries(
      format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
    );
    return new Date(
      field.year!,
      field.month! - 1,
      field.day!,
      field.hour!,
      field.minute!,
      field.second!,
      instant.getMilliseconds(),
    );
  };
  return { timeZone, now, wallClock, today: () => localToday(wallClock()) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** See src/server/fund-clock.ts. */
    clock: FundClock;
  }
}

export function registerFundClock(app: FastifyInstance, clock: FundClock): void {
  app.decorate('clock', clock);
}
