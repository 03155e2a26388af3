import type {
  StatementBatch,
  StatementPdfBody,
  StatementRunBody,
} from '../../../../../domain/reports/statement-run';
import { apiFetch, apiFetchFile, type ApiFile } from '../../../../api/http';

/** `POST /api/reports/statements`: every investor's statement of the run, as text. Writes nothing. */
export function generateStatements(run: StatementRunBody): Promise<StatementBatch> {
  return apiFetch<StatementBatch>('/api/reports/statements', { method: 'POST', body: JSON.stringify(run) });
}

/** `POST /api/reports/statements/pdf`: one investor's statement of the run as a PDF, made by the server. */
export function fetchStatementPdf(request: StatementPdfBody): Promise<ApiFile> {
  return apiFetchFile('/api/reports/statements/pdf', { method: 'POST', body: JSON.stringify(request) });
}
