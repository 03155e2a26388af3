import { fundTotals } from '../investors/investor-totals';
import {
  performanceSummary,
  type InvestorFigures,
  type MissingNav,
  type NavOverrides,
} from '../investors/performance-summary';
import { reportText } from './report-text';
import { reportQuarter, type ReportSettings } from './settings';

export interface ReportInvestor extends InvestorFigures {
  id: number;
  name: string;
}

export interface GeneratedReport {
  investorId: number;
  name: string;
  text: string;
}

export interface SkippedInvestor {
  investorId: number;
  name: string;
  missing: MissingNav[];
}

export interface ReportBatch {
  reports: GeneratedReport[];
  skipped: SkippedInvestor[];
}

/**
 * One statement per investor, in the order given. An investor without a quarter-start NAV (the
 * snapshot of the report's quarter), a year-start NAV (of the report's year) or an inception NAV,
 * stored or in `overrides`, is skipped and listed with what is missing. Ownership is measured against
 * the shares of every investor given, so pass them all.
 */
export function generateReports(
  investors: readonly ReportInvestor[],
  settings: ReportSettings,
  overrides: Readonly<Record<number, NavOverrides | undefined>> = {},
): ReportBatch {
  const quarter = reportQuarter(settings);
  const fundShares = fundTotals(investors).outstandingShares;
  const batch: ReportBatch = { reports: [], skipped: [] };
  for (const investor of investors) {
    const summary = performanceSummary({
      investor,
      currentNav: settings.currentNav,
      fundShares,
      quarter,
      overrides: overrides[investor.id],
    });
    if (summary.missing.length > 0) {
      batch.skipped.push({ investorId: investor.id, name: investor.name, missing: summary.missing });
      continue;
    }
    batch.reports.push({
      investorId: investor.id,
      name: investor.name,
      text: reportText({
        fundName: settings.fundName,
        investorName: investor.name,
        quarter,
        summary,
        withdrawalTerms: settings.withdrawalTerms,
      }),
    });
  }
  return batch;
}
