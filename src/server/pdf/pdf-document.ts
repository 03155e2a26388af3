import { pdfFonts } from './fonts';
import { drawTable, type PdfTable } from './table';

export interface PdfOptions {
  /** Printed at the top of every page: the fund's name. */
  header: string;
  /** The document's title, which PDF readers show in place of the file name. */
  title: string;
  subject?: string;
  /**
   * The day the document speaks for (a statement's quarter end): its metadata dates. Nothing else in
   * the file depends on the clock, so the same content always gives the same bytes.
   */
  date: Date;
  /** Landscape for a table too wide for a portrait page's 468 points (Form 8949's nine columns). */
  landscape?: boolean;
}

/** A document being written, top to bottom. `finish` numbers the pages and gives the file's bytes. */
export interface PdfWriter {
  title(text: string): PdfWriter;
  heading(text: string): PdfWriter;
  paragraph(text: string, options?: { bold?: boolean; muted?: boolean }): PdfWriter;
  table(table: PdfTable): PdfWriter;
  space(lines?: number): PdfWriter;
  finish(): Promise<Buffer>;
}

// US Letter (portrait unless asked); the header and the page number sit in the top and bottom margins.
const MARGIN = 72;
const TOP = 96;
const BODY_SIZE = 10.5;
const MUTED = '#4a5560';
const TEXT = '#111111';

/**
 * The fund's PDF kit (decision 018): pdfkit with DejaVu Sans embedded, the fund's name at the top of
 * every page and 'Page N of M' at the bottom, real text (readers can search and copy it, tests can
 * extract it). Statements use it, and so can any later document (confirmations, letters). pdfkit and
 * the fonts load with the first document, so a server that makes none never pays for them.
 */
export async function createPdf(options: PdfOptions): Promise<PdfWriter> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), pdfFonts()]);
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: options.landscape === true ? 'landscape' : 'portrait',
    margins: { top: TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // No default font (pdfkit's would be Helvetica, which cannot write a Unicode name): DejaVu Sans is
    // registered below and set before any text.
    font: null as unknown as string,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.header,
      Creator: options.header,
      Producer: 'PDFKit',
      ...(options.subject === undefined ? {} : { Subject: options.subject }),
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, font: 'regular' | 'bold', size: number, color = TEXT) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, doc.page.margins.left, doc.y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      });
    doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT);
  };

  /** The header and page number of every page, once the count is known. */
  const frame = () => {
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const { width, height, margins } = doc.page;
      const lineWidth = width - margins.left - margins.right;
      // Written in the margins: with the bottom margin at 0 pdfkit does not start a new page for it.
      const bottom = margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('bold').fontSize(11).fillColor(TEXT);
      doc.text(options.header, margins.left, 40, { width: lineWidth, lineBreak: false });
      doc
        .moveTo(margins.left, 58)
        .lineTo(width - margins.right, 58)
        .lineWidth(0.75)
        .strokeColor(MUTED)
        .stroke();
      doc.font('regular').fontSize(9).fillColor(MUTED);
      doc.text(`Page ${index - start + 1} of ${count}`, margins.left, height - 48, {
        width: lineWidth,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  };

  const writer: PdfWriter = {
    title(value) {
      text(value, 'bold', 16);
      doc.moveDown(0.3);
      return writer;
    },
    heading(value) {
      doc.moveDown(0.6);
      text(value, 'bold', 12.5);
      doc.moveDown(0.3);
      return writer;
    },
    paragraph(value, style = {}) {
      text(value, style.bold ? 'bold' : 'regular', BODY_SIZE, style.muted ? MUTED : TEXT);
      doc.moveDown(0.4);
      return writer;
    },
    table(table) {
      drawTable(doc, table, BODY_SIZE);
      doc.moveDown(0.5);
      return writer;
    },
    space(lines = 1) {
      doc.moveDown(lines);
      return writer;
    },
    async finish() {
      frame();
      doc.end();
      return ended;
    },
  };
  return writer;
}
