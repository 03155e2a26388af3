import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NavOverrides } from '../../../../domain/investors/performance-summary';
import type { Investor } from '../../../../domain/investors/schemas';
import { generateReports, type SkippedInvestor } from '../../../../domain/reports/generate-reports';
import { BATCH_REPORTS_FAILED, NO_INVESTORS_FOR_REPORTS } from '../../../../domain/reports/messages';
import type { ReportQuarter, ReportSettings } from '../../../../domain/reports/settings';
import { investorsQueryOptions } from '../api/get-investors';
import { getNavData } from './api/nav-data';

export interface EditableReport {
  investorId: number;
  name: string;
  /** As generated, then as edited. */
  text: string;
}

export interface ReportBatchView {
  quarter: ReportQuarter;
  year: number;
  reports: EditableReport[];
  skipped: SkippedInvestor[];
}

/** NAV data is read a few investors at a time: quick, without flooding the server. */
const PARALLEL_READS = 4;

async function mapInBatches<T, R>(items: readonly T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await each(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return results;
}

/**
 * The batch run: the investor list and every investor's NAV data are read afresh (so NAVs saved a
 * moment ago count), then generateReports writes one statement per investor. `progress` counts the
 * investors read.
 */
export function useReportGeneration() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [batch, setBatch] = useState<ReportBatchView | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function generate(settings: ReportSettings, overrides: Record<number, NavOverrides>) {
    setError(null);
    setBatch(null);
    setProgress({ done: 0, total: 0 });
    try {
      const investors: Investor[] = await queryClient.fetchQuery({
        ...investorsQueryOptions(),
        staleTime: 0,
      });
      if (investors.length === 0) {
        setError(NO_INVESTORS_FOR_REPORTS);
        return;
      }
      let done = 0;
      setProgress({ done, total: investors.length });
      const figures = await mapInBatches(investors, async (investor) => {
        const navData = await getNavData(investor.id);
        done += 1;
        setProgress({ done, total: investors.length });
        return {
          ...investor,
          quarterlyNavSnapshots: navData.quarterly,
          yearStartNavValues: navData.yearStart,
          inceptionNav: navData.inception,
        };
      });
      const result = generateReports(figures, settings, overrides);
      setBatch({ quarter: settings.quarter, year: settings.year, ...result });
    } catch (failure) {
      console.error('Failed to generate batch reports:', failure);
      setError(BATCH_REPORTS_FAILED);
    } finally {
      setProgress(null);
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

  return { generate, progress, batch, error, setError, editReport };
}
