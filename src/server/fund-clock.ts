import type { FastifyInstance } from 'fastify';
import { zonedDay } from '../domain/time-zones';

/*
 * The server's one clock. "Today" (a default close or roll date, the current quarter, a Last updated
 * date not in the future, an investment date at most a year ahead, an export's file name, the investor
 * portal's as-of date and quarter, an import's commit) is the fund's calendar day, taken in the
 * FUND_TIME_ZONE setting (src/server/config.ts), whatever zone the host runs in; the browser takes the
 * same day from the zone GET /api/config gives it. Instants (audit rows, createdAt) do not depend on it.
 */

export interface FundClock {
  readonly timeZone: string;
  /** The present instant. */
  now(): Date;
  /** The fund's calendar day, 'YYYY-MM-DD'. */
  today(): string;
}

export function fundClock(timeZone: string, now: () => Date = () => new Date()): FundClock {
  return {
    timeZone,
    now,
    today: () => zonedDay(now().getTime(), timeZone),
  };
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
