import { jsonFigure } from '../api-json';
import { compareQuarters, parseQuarter } from '../../domain/quarters';
import type { Investment, NavData } from '../../domain/investors/schemas';
import type { investments, investorNavData } from '../db/schema';

export type InvestmentRow = typeof investments.$inferSelect;
export type NavDataRow = typeof investorNavData.$inferSelect;

export function toInvestment(row: InvestmentRow): Investment {
  return {
    id: row.id,
    investorId: row.investorId,
    investmentDate: row.investmentDate,
    amountInvested: jsonFigure(row.amountInvested),
    navAtEntry: jsonFigure(row.navAtEntry),
    sharesIssued: jsonFigure(row.sharesIssued),
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
    quarterly: Object.fromEntries(quarterly.map((row) => [row.period, jsonFigure(row.navValue)])),
    yearStart: Object.fromEntries(yearStart.map((row) => [row.period, jsonFigure(row.navValue)])),
    inception: inception ? jsonFigure(inception.navValue) : null,
  };
}
