import { useEffect, useId, useState } from 'react';
import { UPLOAD_FAILED_TRY_AGAIN } from '../../../../domain/documents/messages';
import { DEFAULT_DOCUMENT_VERSION } from '../../../../domain/documents/schemas';
import {
  failedToSaveReport,
  REPORT_COPIED,
  REPORT_COPY_FAILED,
  REPORT_PDF_FAILED,
} from '../../../../domain/reports/messages';
import { reportFileName } from '../../../../domain/reports/report-file-name';
import type { StatementRunBody } from '../../../../domain/reports/statement-run';
import { COPY_FEEDBACK_MS, type ReportQuarter } from '../../../../domain/reports/settings';
import { saveBlob } from '../../../api/save-blob';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { useCanWrite } from '../shared/reports-access';
import { fetchStatementPdf } from './api/statements';
import { useUploadDocument } from './api/upload-document';
import type { EditableReport } from './use-report-generation';

/** 'Failed to save the report: {reason}', the generic retry text when there is no reason. */
const failedToSave = (reason: string) => failedToSaveReport(reason || UPLOAD_FAILED_TRY_AGAIN);

interface ReportCardProps {
  report: EditableReport;
  quarter: ReportQuarter;
  year: number;
  /** The run the statement came from: its PDF is asked for with the same settings. */
  run: StatementRunBody;
  onEdit: (text: string) => void;
}

/**
 * One investor's statement: its text editable and copyable, savable to their documents as text; its
 * PDF made by the server from the books (docs/requirements.md#rep-actions), so edits to the text
 * stay in the text. A viewer who may not write (the auditor) reads, copies and downloads only.
 */
export function ReportCard({ report, quarter, year, run, onEdit }: ReportCardProps) {
  const ids = useId();
  const canWrite = useCanWrite();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [fetchingPdf, setFetchingPdf] = useState(false);
  const upload = useMutationNotice(useUploadDocument(), {
    success: (document) => ({
      tone: 'success',
      text: `Saved to ${report.name}'s documents as ${document.filename}`,
    }),
    failure: (failure) => failureMessage(failure, { refused: failedToSave, broken: failedToSave }),
  });
  const { message, setMessage } = upload;
  const investor = { id: report.investorId, name: report.name };
  const busy = upload.pending || fetchingPdf;

  // 'Copied!' shows for two seconds after the last copy (docs/requirements.md#rep-actions).
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy() {
    setMessage(null);
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(report.text);
      setCopiedAt(Date.now());
    } catch (failure) {
      console.warn('Copying the report failed:', failure);
      setCopiedAt(null);
      setMessage({ tone: 'error', text: REPORT_COPY_FAILED });
    }
  }

  /** The statement's PDF from the server, or null (with the reason shown) when it could not be made. */
  async function pdf(): Promise<Blob | null> {
    setFetchingPdf(true);
    try {
      return (await fetchStatementPdf({ ...run, investorId: report.investorId })).blob;
    } catch (failure) {
      console.error('Fetching the statement PDF failed:', failure);
      setMessage(failureMessage(failure, { refused: REPORT_PDF_FAILED, broken: REPORT_PDF_FAILED }));
      return null;
    } finally {
      setFetchingPdf(false);
    }
  }

  async function saveToDocuments(kind: 'txt' | 'pdf') {
    setMessage(null);
    const fileName = reportFileName(investor, quarter, year, kind);
    const file = kind === 'txt' ? new Blob([report.text], { type: 'text/plain' }) : await pdf();
    if (!file) return;
    upload.run({
      investorId: report.investorId,
      file,
      fileName,
      category: 'quarterly_report',
      version: DEFAULT_DOCUMENT_VERSION,
      description: `${quarter} ${year} end-of-quarter statement`,
    });
  }

  async function download() {
    setMessage(null);
    const file = await pdf();
    if (file) saveBlob(file, reportFileName(investor, quarter, year, 'pdf'));
  }

  const headingId = `${ids}-heading`;
  const textId = `${ids}-text`;
  return (
    <article className="report-card" aria-labelledby={headingId}>
      <h5 id={headingId} className="report-card__name">
        {report.name}
      </h5>
      <label className="visually-hidden" htmlFor={textId}>
        Statement for {report.name}
      </label>
      <textarea
        id={textId}
        className="report-card__text"
        rows={14}
        spellCheck
        readOnly={!canWrite}
        value={report.text}
        onChange={(event) => onEdit(event.target.value)}
      />
      <div className="report-card__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
          {copiedAt === null ? 'Copy' : REPORT_COPIED}
        </button>
        {canWrite ? (
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void saveToDocuments('txt')}
              disabled={busy}
            >
              Save to Documents
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void saveToDocuments('pdf')}
              disabled={busy}
            >
              Save PDF to Documents
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void download()}
          disabled={busy}
        >
          Download PDF
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copiedAt === null ? '' : REPORT_COPIED}
      </p>
      <FormMessage className="action-message" message={message} />
    </article>
  );
}
