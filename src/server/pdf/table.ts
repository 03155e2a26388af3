import type { PdfFont } from './fonts';

export interface PdfTableColumn {
  header: string;
  /** A share of the text width; the shares of a table's columns add up to 1. */
  width: number;
  align: 'left' | 'right';
}

export interface PdfTable {
  columns: readonly PdfTableColumn[];
  rows: readonly (readonly string[])[];
  /** Prints the last row in bold above a rule: a total, a closing value. */
  emphasizeLast?: boolean;
}

const PADDING = 4;
const RULE = '#9aa5b1';
const TEXT = '#111111';

/**
 * Draws a table at the current position, as wide as the text: a bold header row, a rule under it,
 * each row's height that of its tallest cell. A row that does not fit goes to the next page, which
 * repeats the header row. Leaves the position under the table.
 */
export function drawTable(doc: PDFKit.PDFDocument, table: PdfTable, fontSize: number): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const widths = table.columns.map((column) => column.width * width);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const rowHeight = (cells: readonly string[], font: PdfFont) => {
    doc.font(font).fontSize(fontSize);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * PADDING }),
    );
    return Math.max(fontSize, ...heights) + 2 * PADDING;
  };

  const drawRow = (cells: readonly string[], font: PdfFont, ruleAbove: boolean) => {
    const height = rowHeight(cells, font);
    const top = doc.y;
    if (ruleAbove)
      doc
        .moveTo(left, top)
        .lineTo(left + width, top)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
    let x = left;
    doc.font(font).fontSize(fontSize).fillColor(TEXT);
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      const align = table.columns[index]?.align ?? 'left';
      doc.text(cell, x + PADDING, top + PADDING, { width: cellWidth - 2 * PADDING, align });
      x += cellWidth;
    });
    doc.y = top + height;
  };

  const drawHeader = () => {
    drawRow(
      table.columns.map((column) => column.header),
      'bold',
      false,
    );
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(1)
      .strokeColor(TEXT)
      .stroke();
  };

  drawHeader();
  table.rows.forEach((row, index) => {
    const last = table.emphasizeLast === true && index === table.rows.length - 1;
    const font: PdfFont = last ? 'bold' : 'regular';
    if (doc.y + rowHeight(row, font) > bottom()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row, font, last);
  });
  doc.x = left;
  doc.font('regular');
}
