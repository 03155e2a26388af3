import type Decimal from 'decimal.js';
import { compareQuarters, parseQuarter } from '../../domain/quarters';
import type { Investment, NavData } from '../../domain/investors/schemas';
import type { investments, investorNavData } from '../db/schema';

export type InvestmentRow = typeof investments.$inferSelect;
export type NavDataRow = typeof investorNavData.$inferSelect;

/** numeric text from the database as a JSON number (the API's figures are numbers). */
export function jsonNumber(value: string | Decimal): number {
  return (typeof value === 'string' ? Number(value) : value.toNumber()) || 0;
}

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2})(?::?(\d{2}))?$/;

/** '2025-09-30 14:22:00.123456+00' (PostgreSQL's text form) as '2025-09-30T14:22:00.123Z'. */
export function isoTimestamp(text: string): string {
  const match = PG_TIMESTAMP.exec(text);
  if (!match) return new Date(text).toISOString();
  const [, day, time, fraction = '', hours = '+00', minutes = '00'] = match;
  return new Date(`${day}T${time}${fraction.slice(0, 4)}${hours}:${minutes}`).toISOString();
}

export function toInvestment(row: InvestmentRow): Investment {
  return {
    id: row.id,
    investorId: row.investorId,
    investmentDate: row.investmentDate,
    amountInvested: jsonNumber(row.amountInvested),
    navAtEntry: jsonNumber(row.navAtEntry),
    sharesIssued: jsonNumber(row.sharesIssued),
    type: row.type,
  };
}

/** One investor's NAV rows as the API's maps; quarters oldest first. */
export function toNavData(rows: readonly NavDataRow[]): NavData {
  const quarterly = rows
    .filter((row) => row.kind === 'quarterly')
    .sort((a, b) => {
      const qa = parseQuarter(a.period);
      const qb = parseQuarter(b.period);
      return qa && qb ? compareQuarters(qa, qb) : a.period.localeCompare(b.period);
    });
  const yearStart = rows
    .filter((row) => row.kind === 'year_start')
    .sort((a, b) => a.period.localeCompare(b.period));
  const inception = rows.find((row) => row.kind === 'inception');
  return {
    quarterly: Object.fromEntries(quarterly.map((row) => [row.period, jsonNumber(row.navValue)])),
    yearStart: Object.fromEntries(yearStart.map((row) => [row.period, jsonNumber(row.navValue)])),
    inception: inception ? jsonNumber(inception.navValue) : null,
  };
}
