import {
  PACKAGE_NOTE,
  PACKAGE_TITLE,
  packageCapitalRows,
  packageItemRows,
  realizedTableRows,
  realizedTitle,
  statusLine,
  totalsTableRows,
  type InvestorTaxItems,
} from '../../domain/tax';
import { createPdf } from '../pdf/pdf-document';
import type { TaxYearFigures } from './tax-year';

/* The tax year's PDFs through the fund's PDF kit (decision 018). Dated 31 December of the year. */

const yearEnd = (year: number) => new Date(`${year}-12-31T00:00:00Z`);

export async function realizedPdf(fundName: string, figures: TaxYearFigures): Promise<Buffer> {
  const title = realizedTitle(figures.year);
  const pdf = await createPdf({
    header: fundName,
    title,
    subject: 'Form 8949 and Schedule D',
    date: yearEnd(figures.year),
    // Nine columns: on a portrait page a display date ('Sep 30, 2025') or a sum in cents would wrap.
    landscape: true,
  });
  pdf.title(title).paragraph(statusLine(figures.year, figures.draft), { muted: true }).space(0.5);
  pdf.heading('Form 8949 lines').table({
    columns: [
      { header: 'Description', width: 0.155, align: 'left' },
      { header: 'Acquired', width: 0.12, align: 'left' },
      { header: 'Sold', width: 0.12, align: 'left' },
      { header: 'Proceeds', width: 0.122, align: 'right' },
      { header: 'Cost', width: 0.122, align: 'right' },
      { header: 'Code', width: 0.058, align: 'left' },
      { header: 'Adjustment', width: 0.122, align: 'right' },
      { header: 'Gain', width: 0.122, align: 'right' },
      { header: 'Term', width: 0.059, align: 'left' },
    ],
    rows: realizedTableRows(figures.rows),
  });
  pdf
    .space(0.5)
    .heading('Totals')
    .table({
      columns: [
        { header: 'Part', width: 0.3, align: 'left' },
        { header: 'Proceeds', width: 0.14, align: 'right' },
        { header: 'Cost', width: 0.14, align: 'right' },
        { header: 'Adjustment', width: 0.14, align: 'right' },
        { header: 'Gain', width: 0.28, align: 'right' },
      ],
      rows: totalsTableRows(figures.totals),
    });
  return pdf.finish();
}

export async function packagePdf(
  fundName: string,
  year: number,
  draft: boolean,
  items: InvestorTaxItems,
): Promise<Buffer> {
  const pdf = await createPdf({
    header: fundName,
    title: `${PACKAGE_TITLE} ${year}: ${items.name}`,
    subject: `Tax package ${year}`,
    date: yearEnd(year),
  });
  const columns = [
    { header: 'Item', width: 0.7, align: 'left' as const },
    { header: 'Amount', width: 0.3, align: 'right' as const },
  ];
  pdf
    .title(`${PACKAGE_TITLE} ${year}`)
    .paragraph(fundName, { bold: true })
    .paragraph(`Partner: ${items.name}`)
    .paragraph(statusLine(year, draft), { muted: true })
    .space(0.5)
    .heading('Your share of the fund’s items')
    .table({ columns, rows: packageItemRows(items) })
    .space(0.5)
    .heading('Your capital account')
    .table({ columns, rows: packageCapitalRows(items), emphasizeLast: true })
    .space(0.5)
    .paragraph(PACKAGE_NOTE, { muted: true });
  return pdf.finish();
}
