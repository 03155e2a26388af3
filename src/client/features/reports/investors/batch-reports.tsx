import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Investor } from '../../../../domain/investors/schemas';
import { combinedReportsFileName, combinedReportsText } from '../../../../domain/reports/combined-reports';
import { FILL_IN_CURRENT_NAV, skippedInvestor } from '../../../../domain/reports/messages';
import type { NavOverrideField, NavOverrideForm } from '../../../../domain/reports/nav-overrides';
import { readNavOverrides } from '../../../../domain/reports/nav-overrides';
import {
  checkReportRun,
  DEFAULT_REPORT_QUARTER,
  DEFAULT_REPORT_YEAR,
  DEFAULT_WITHDRAWAL_TERMS,
} from '../../../../domain/reports/settings';
import type { ReportQuarter } from '../../../../domain/reports/settings';
import { booksNavNote } from '../../../../domain/books/books-nav';
import { MAX_YEAR, MIN_YEAR } from '../../../../domain/date-range';
import { formatNav } from '../../../../domain/format';
import { quarterLastDay } from '../../../../domain/quarters';
import { saveBlob } from '../../../api/save-blob';
import { useBooksNav } from '../api/get-books-nav';
import { FormMessage } from '../../../components/form/form-message';
import { Notice } from '../../../components/notice';
import { useAppConfig } from '../../../config/config-context';
import { NavOverridesEditor, type InvalidOverride } from './nav-overrides-editor';
import { ProgressBar } from './progress-bar';
import { ReportCard } from './report-card';
import { ReportSettingsFields, type ReportSettingsText } from './report-settings-fields';
import { useReportGeneration } from './use-report-generation';

const INITIAL_SETTINGS: ReportSettingsText = {
  quarter: DEFAULT_REPORT_QUARTER,
  year: String(DEFAULT_REPORT_YEAR),
  currentNav: '',
  withdrawalTerms: DEFAULT_WITHDRAWAL_TERMS,
};

/** Batch end-of-quarter reports: settings, optional NAV overrides, one statement per investor. */
export function BatchReports({ investors }: { investors: readonly Investor[] | null }) {
  const ids = useId();
  const { fundName } = useAppConfig();
  const run = useReportGeneration();
  const [settings, setSettings] = useState<ReportSettingsText>(INITIAL_SETTINGS);
  const [navInvalid, setNavInvalid] = useState(false);
  const [overrides, setOverrides] = useState<NavOverrideForm>({});
  const [invalidOverride, setInvalidOverride] = useState<InvalidOverride | null>(null);
  // The books' NAV for the chosen quarter's end: offered beside the field, so the run can tell the
  // figures the investor's own statement tells (decision 029).
  const year = Number(settings.year);
  const quarterEnd =
    Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR
      ? quarterLastDay({ quarter: Number(settings.quarter.slice(1)) as 1 | 2 | 3 | 4, year })
      : '';
  const books = useBooksNav(quarterEnd).data?.booksNav ?? null;
  const navHint =
    books === null ? undefined : (
      <>
        {booksNavNote(books)}: {formatNav(books.navPerUnit)}.{' '}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setSettings((current) => ({ ...current, currentNav: String(books.navPerUnit) }))}
        >
          Use it
        </button>
      </>
    );

  // Stable, so a key typed in one investor's override renders that investor's fields only.
  const changeOverride = useCallback(
    (investorId: number, field: NavOverrideField, text: string) =>
      setOverrides((current) => ({ ...current, [investorId]: { ...current[investorId], [field]: text } })),
    [],
  );

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkReportRun(settings, investors?.length ?? 0, fundName);
    setNavInvalid(!check.ok && check.error === FILL_IN_CURRENT_NAV);
    if (!check.ok) {
      run.setError(check.error);
      return;
    }
    const read = readNavOverrides(overrides);
    if (!read.ok) {
      setInvalidOverride({ investorId: read.investorId, field: read.field });
      run.setError(read.error);
      return;
    }
    setInvalidOverride(null);
    void run.generate(check.settings, read.overrides);
  };

  const downloadAll = () => {
    if (!run.batch) return;
    const text = combinedReportsText(run.batch.reports);
    saveBlob(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      combinedReportsFileName(run.batch.quarter, run.batch.year),
    );
  };

  const formId = `${ids}-form`;
  const headingId = `${ids}-heading`;
  const errorId = `${ids}-error`;
  const { batch } = run;
  return (
    <section className="card dashboard-card batch-reports" aria-labelledby={headingId}>
      <h3 id={headingId}>Batch End-of-Quarter Reports</h3>
      <p className="muted">
        One statement per investor for the chosen quarter, made by the server from the books. Investors
        without a quarter-start, year-start or inception NAV are skipped and listed.
      </p>
      <form id={formId} onSubmit={generate} noValidate>
        <ReportSettingsFields
          value={settings}
          onChange={setSettings}
          navInvalid={navInvalid}
          errorId={errorId}
          navHint={navHint}
        />
      </form>
      {investors && investors.length > 0 ? (
        <NavOverridesEditor
          investors={investors}
          quarter={settings.quarter as ReportQuarter}
          yearText={settings.year}
          form={overrides}
          onChange={changeOverride}
          onSaved={() => setOverrides({})}
          invalid={invalidOverride}
          onInvalid={setInvalidOverride}
        />
      ) : null}
      <div className="batch-reports__actions">
        <button
          type="submit"
          form={formId}
          className="button button--primary"
          disabled={run.generating || investors === null}
        >
          {run.generating ? 'Generating...' : 'Generate Reports'}
        </button>
      </div>
      <FormMessage
        id={errorId}
        className=""
        message={run.error ? { tone: 'error', text: run.error } : null}
      />
      {run.generating ? <ProgressBar label="Generating reports" /> : null}
      {batch ? (
        <div className="batch-results">
          <div className="batch-results__header">
            <h4 className="dashboard-subheading" role="status">
              {batch.reports.length} report{batch.reports.length === 1 ? '' : 's'} generated for{' '}
              {batch.quarter} {batch.year}
            </h4>
            {batch.reports.length > 0 ? (
              <button type="button" className="button button--secondary" onClick={downloadAll}>
                Download All
              </button>
            ) : null}
          </div>
          {batch.skipped.length > 0 ? (
            <Notice
              title={`Skipped ${batch.skipped.length} investor${batch.skipped.length === 1 ? '' : 's'} (missing NAV data)`}
            >
              <ul className="batch-results__skipped" aria-label="Skipped investors">
                {batch.skipped.map((skipped) => (
                  <li key={skipped.investorId}>{skippedInvestor(skipped.name, skipped.missing)}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
          <div className="report-cards">
            {batch.reports.map((report) => (
              <ReportCard
                key={report.investorId}
                report={report}
                quarter={batch.quarter}
                year={batch.year}
                run={batch.run}
                onEdit={(text) => run.editReport(report.investorId, text)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
