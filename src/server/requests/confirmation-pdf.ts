import type { FastifyReply } from 'fastify';
import {
  confirmationFileName,
  confirmationView,
  type Confirmation,
} from '../../domain/requests/confirmation';
import { contentDisposition } from '../documents/content-disposition';
import { createPdf } from '../pdf/pdf-document';

/**
 * The confirmation of an approved request as a PDF (docs/requirements.md#req-confirmation), through the
 * fund's PDF kit. Its dates are the dealing date, so the same request always gives the same file.
 */
export async function confirmationPdf(confirmation: Confirmation): Promise<Buffer> {
  const view = confirmationView(confirmation);
  const pdf = await createPdf({
    header: view.fundName,
    title: `${view.title}: ${confirmation.investorName}`,
    subject: view.title,
    date: new Date(`${confirmation.dealingDate}T00:00:00Z`),
  });
  pdf
    .title(view.title)
    .paragraph(view.introduction)
    .space(0.5)
    .table({
      columns: [
        { header: view.columns[0], width: 0.45, align: 'left' },
        { header: view.columns[1], width: 0.55, align: 'right' },
      ],
      rows: view.rows,
    });
  for (const note of view.notes) pdf.paragraph(note, { muted: true });
  pdf.space(0.5);
  for (const line of view.closing) pdf.paragraph(line);
  return pdf.finish();
}

/** Answers with the confirmation as a PDF download, named for its kind and request. */
export async function sendConfirmation(reply: FastifyReply, confirmation: Confirmation) {
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      contentDisposition('attachment', confirmationFileName(confirmation.kind, confirmation.requestId)),
    )
    .send(await confirmationPdf(confirmation));
}
