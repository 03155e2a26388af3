/** Whole days from one ISO date ('YYYY-MM-DD') to another, on the calendar (no zone, no clock). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** XIRR's year: actual days over 365, as spreadsheets count it, so 10% in 365 days reads 10.00%. */
export const DAYS_PER_YEAR = 365;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
