import { useState } from 'react';
import type { NavOverrides } from '../../../../domain/investors/performance-summary';
import { BATCH_REPORTS_FAILED } from '../../../../domain/reports/messages';
import {
  statementRunBody,
  type StatementBatch,
  type StatementRunBody,
} from '../../../../domain/reports/statement-run';
import type { ReportQuarter, ReportSettings } from '../../../../domain/reports/settings';
import { generateStatements } from './api/statements';

export interface EditableReport {
  investorId: number;
  name: string;
  /** As the server made it, then as edited. */
  text: string;
}

export interface ReportBatchView {
  quarter: ReportQuarter;
  year: number;
  /** The run as sent: each statement's PDF is asked for with it, so it tells the same figures. */
  run: StatementRunBody;
  reports: EditableReport[];
  skipped: StatementBatch['skipped'];
}

/**
 * The batch run: the server makes every investor's statement from the books as they are now (so NAVs
 * saved a moment ago count) with the settings and the overrides typed in; the texts can then be
 * edited here.
 */
export function useReportGeneration() {
  const [generating, setGenerating] = useState(false);
  const [batch, setBatch] = useState<ReportBatchView | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function generate(settings: ReportSettings, overrides: Record<number, NavOverrides>) {
    setError(null);
    setBatch(null);
    setGenerating(true);
    try {
      const run = statementRunBody(settings, overrides);
      const result = await generateStatements(run);
      setBatch({ quarter: settings.quarter, year: settings.year, run, ...result });
    } catch (failure) {
      console.error('Failed to generate batch reports:', failure);
      setError(BATCH_REPORTS_FAILED);
    } finally {
      setGenerating(false);
    }
  }

  const editReport = (investorId: number, text: string) =>
    setBatch(
      (current) =>
        current && {
          ...current,
          reports: current.reports.map((report) =>
            report.investorId === investorId ? { ...report, text } : report,
          ),
        },
    );

  return { generate, generating, batch, error, setError, editReport };
}
