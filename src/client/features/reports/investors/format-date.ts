import { MONTH_ABBREVIATIONS } from '../../../../domain/calendar';

/**
 * 'Sep 30, 2025' from '2025-09-30' or an ISO timestamp. A plain date is read from its text so no time
 * zone can shift the day; a timestamp is shown in the reader's own time zone.
 */
export function formatDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) {
    const [, year, month, day] = plain;
    return `${MONTH_ABBREVIATIONS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${MONTH_ABBREVIATIONS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
