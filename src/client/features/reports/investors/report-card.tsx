import { useEffect, useId, useState } from 'react';
import { UPLOAD_FAILED_TRY_AGAIN } from '../../../../domain/documents/messages';
import { DEFAULT_DOCUMENT_VERSION } from '../../../../domain/documents/schemas';
import { failedToSaveReport, REPORT_COPIED, REPORT_COPY_FAILED } from '../../../../domain/reports/messages';
import { reportFileName } from '../../../../domain/reports/report-file-name';
import { COPY_FEEDBACK_MS, type ReportQuarter } from '../../../../domain/reports/settings';
import { textToPdf } from '../../../../domain/reports/text-pdf';
import { saveBlob } from '../../../api/save-blob';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { useUploadDocument } from './api/upload-document';
import type { EditableReport } from './use-report-generation';

/** 'Failed to save the report: {reason}', the generic retry text when there is no reason. */
const failedToSave = (reason: string) => failedToSaveReport(reason || UPLOAD_FAILED_TRY_AGAIN);

interface ReportCardProps {
  report: EditableReport;
  quarter: ReportQuarter;
  year: number;
  onEdit: (text: string) => void;
}

function pdfOf(text: string, title: string): Blob {
  return new Blob([textToPdf(text, { title }) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/** One investor's statement: editable, copyable, savable to their documents as text or PDF. */
export function ReportCard({ report, quarter, year, onEdit }: ReportCardProps) {
  const ids = useId();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const upload = useMutationNotice(useUploadDocument(), {
    success: (document) => ({
      tone: 'success',
      text: `Saved to ${report.name}'s documents as ${document.filename}`,
    }),
    failure: (failure) => failureMessage(failure, { refused: failedToSave, broken: failedToSave }),
  });
  const { message, setMessage } = upload;
  const investor = { id: report.investorId, name: report.name };
  const title = `${quarter} ${year} statement: ${report.name}`;

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

  function saveToDocuments(kind: 'txt' | 'pdf') {
    setMessage(null);
    const fileName = reportFileName(investor, quarter, year, kind);
    const file = kind === 'txt' ? new Blob([report.text], { type: 'text/plain' }) : pdfOf(report.text, title);
    upload.run({
      investorId: report.investorId,
      file,
      fileName,
      category: 'quarterly_report',
      version: DEFAULT_DOCUMENT_VERSION,
      description: `${quarter} ${year} end-of-quarter statement`,
    });
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
        value={report.text}
        onChange={(event) => onEdit(event.target.value)}
      />
      <div className="report-card__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
          {copiedAt === null ? 'Copy' : REPORT_COPIED}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => saveToDocuments('txt')}
          disabled={upload.pending}
        >
          Save to Documents
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => saveToDocuments('pdf')}
          disabled={upload.pending}
        >
          Save PDF to Documents
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => saveBlob(pdfOf(report.text, title), reportFileName(investor, quarter, year, 'pdf'))}
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
