import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from '../../../test/support/pdf-text';
import { createPdf } from './pdf-document';

const DAY = new Date('2025-09-30T00:00:00Z');

async function longDocument(): Promise<Buffer> {
  const pdf = await createPdf({ header: 'Fundusz Łódź Ωmega', title: 'A long one', date: DAY });
  pdf.title('Rows for several pages');
  pdf.table({
    columns: [
      { header: 'Name', width: 0.6, align: 'left' },
      { header: 'Amount', width: 0.4, align: 'right' },
    ],
    rows: Array.from({ length: 110 }, (_, index) => [`Row ${index + 1} Żółć`, `$${index + 1}.00`]),
    emphasizeLast: true,
  });
  return pdf.finish();
}

describe('the PDF kit', () => {
  it('embeds a Unicode font, so every name prints as typed and can be read back', async () => {
    const pdf = await createPdf({ header: 'Evergreen Theta Fund', title: 'Names', date: DAY });
    const bytes = await pdf
      .title('Łukasz Żółć, Åsa Ødegård')
      .paragraph('Ђорђе, Σωκράτης, Nguyễn Thị. Prices in € and £ — “quoted”.')
      .finish();
    const [page] = await pdfPages(bytes);
    expect(page).toContain('Łukasz Żółć, Åsa Ødegård');
    expect(page).toContain('Ђорђе, Σωκράτης, Nguyễn Thị. Prices in € and £ — “quoted”.');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
    expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);
  });

  it('puts the header on every page and numbers them "Page N of M"', async () => {
    const pages = await pdfPages(await longDocument());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Fundusz Łódź Ωmega');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // A table that runs on repeats its header row, and loses no row.
    for (const page of pages) expect(page).toMatch(/Name\s*Amount/);
    expect(pages.join('\n')).toContain('Row 110 Żółć');
    for (let row = 1; row <= 110; row += 1) expect(pages.join('\n')).toContain(`Row ${row} Żółć`);
  });

  it('gives the same bytes for the same content: its dates are the ones it is given', async () => {
    const first = await longDocument();
    const second = await longDocument();
    expect(second.equals(first)).toBe(true);
    const info = await pdfInfo(first);
    expect(info).toMatchObject({ Title: 'A long one', Author: 'Fundusz Łódź Ωmega', Producer: 'PDFKit' });
    expect(String(info.CreationDate)).toMatch(/^D:20250930/);
  });
});
