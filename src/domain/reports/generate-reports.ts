import Decimal from 'decimal.js';
import type { MissingNav, NavOverrides } from '../investors/performance-summary';
import { quarterDays } from '../quarters';
import type { StatementFees } from '../statements/capital-account';
import {
  investorStatement,
  sharesAt,
  type InvestorStatement,
  type StatementInvestor,
} from '../statements/investor-statement';
import { statementText } from '../statements/statement-text';
import { statementView } from '../statements/statement-view';
import { reportQuarter, type ReportSettings } from './settings';

export type ReportInvestor = StatementInvestor;

export interface GeneratedReport {
  investorId: number;
  name: string;
  statement: InvestorStatement;
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
 * One statement per investor, in the order given (docs/requirements.md#rep-run), as at the end of the
 * settings' quarter with its NAV per unit at `settings.currentNav`. An investor without a quarter-start
 * NAV (the snapshot of the report's quarter), a year-start NAV (of the report's year) or an inception
 * NAV, stored or in `overrides`, is skipped and listed with what is missing. Ownership is measured
 * against the units of every investor given, so pass them all. `feesOf` gives each investor's fees
 * for the quarter (the server's feesForStatement).
 */
export function generateReports(
  investors: readonly ReportInvestor[],
  settings: ReportSettings,
  feesOf: (investorId: number) => StatementFees,
  overrides: Readonly<Record<number, NavOverrides | undefined>> = {},
): ReportBatch {
  const quarter = reportQuarter(settings);
  const { end } = quarterDays(quarter);
  const fundShares = investors.reduce((sum, investor) => sum.plus(sharesAt(investor, end)), new Decimal(0));
  const request = {
    fundName: settings.fundName,
    quarter,
    closingNav: settings.currentNav,
    withdrawalTerms: settings.withdrawalTerms,
    fundShares,
  };
  const batch: ReportBatch = { reports: [], skipped: [] };
  for (const investor of investors) {
    const result = investorStatement(investor, request, feesOf(investor.id), overrides[investor.id]);
    if (result.statement === null) {
      // The quarter-end NAV is the settings' own, so only start NAVs can be missing here.
      const missing = result.missing.filter((what): what is MissingNav => what !== 'quarter-end NAV');
      batch.skipped.push({ investorId: investor.id, name: investor.name, missing });
      continue;
    }
    batch.reports.push({
      investorId: investor.id,
      name: investor.name,
      statement: result.statement,
      text: statementText(statementView(result.statement, 'report')),
    });
  }
  return batch;
}
