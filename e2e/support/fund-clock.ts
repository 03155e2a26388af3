import { zonedDay } from '../../src/domain/time-zones';

/**
 * The e2e server's FUND_TIME_ZONE (playwright.config.ts): UTC-11, so for half of every day the fund's
 * date is the day before the machine's and most browsers'. A screen that took the browser's date
 * instead of the fund's fails some tests in that half of the day, and fund-clock.spec.ts always.
 */
export const E2E_FUND_TIME_ZONE = 'Pacific/Pago_Pago';

/** The fund's calendar day now, 'YYYY-MM-DD'. */
export const fundToday = (): string => zonedDay(Date.now(), E2E_FUND_TIME_ZONE);
