import type { FastifyReply } from 'fastify';
import {
  packageFileName,
  realizedCsv,
  realizedFileName,
  TAX_MESSAGES as M,
  type InvestorTaxItems,
  type TaxLot,
} from '../../domain/tax';
import type { Executor } from '../books';
import { contentDisposition } from '../documents/content-disposition';
import { HttpError } from '../http-error';
import { packagePdf, realizedPdf } from './tax-pdf';
import { computeTaxYear, readTaxYear, type TaxYearFigures } from './tax-year';

/* The tax routes' answers: what each read returns, and the files. */

export interface LotAnswer {
  id: string;
  kind: 'stock' | 'option';
  side: 'long' | 'written';
  ticker: string;
  positionId: number | null;
  acquired: string;
  holdingStart: string;
  quantity: string;
  remaining: string;
  basis: string;
  section1256: boolean;
  adjustments: { kind: string; amount: string; source: string }[];
}

const lotAnswer = (lot: TaxLot): LotAnswer => ({
  id: lot.id,
  kind: lot.kind,
  side: lot.side,
  ticker: lot.ticker,
  positionId: lot.positionId,
  acquired: lot.acquired,
  holdingStart: lot.holdingStart,
  quantity: lot.quantity.toFixed(),
  remaining: lot.remaining.toFixed(),
  basis: lot.basis.toFixed(2),
  section1256: lot.section1256,
  adjustments: lot.adjustments.map((a) => ({ kind: a.kind, amount: a.amount.toFixed(2), source: a.source })),
});

/** The lots held at some time in the year: acquired by its end, and not all gone before it began. */
export async function yearLots(ex: Executor, year: number): Promise<{ year: number; lots: LotAnswer[] }> {
  const { computation } = await computeTaxYear(ex, year);
  const soldIn = new Map<string, string>();
  for (const item of computation.items) {
    const last = soldIn.get(item.lotId);
    if (last === undefined || item.dateSold > last) soldIn.set(item.lotId, item.dateSold);
  }
  const lots = computation.lots.filter((lot) => {
    if (lot.acquired > `${year}-12-31`) return false;
    const last = soldIn.get(lot.id);
    return lot.remaining.gt(0) || last === undefined || last >= `${year}-01-01`;
  });
  return { year, lots: lots.map(lotAnswer) };
}

export function realizedAnswer(figures: TaxYearFigures) {
  return {
    year: figures.year,
    draft: figures.draft,
    storedAt: figures.storedAt,
    rows: figures.rows,
    totals: figures.totals,
    missingMarks: figures.missingMarks,
    warnings: figures.warnings,
  };
}

export async function sendRealized(
  reply: FastifyReply,
  ex: Executor,
  year: number,
  format: 'json' | 'csv' | 'pdf' | undefined,
  fundName: string,
) {
  const figures = await readTaxYear(ex, year);
  if (format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', realizedFileName(year, 'csv')))
      .send(realizedCsv(figures.rows));
  }
  if (format === 'pdf') {
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', realizedFileName(year, 'pdf')))
      .send(await realizedPdf(fundName, figures));
  }
  return realizedAnswer(figures);
}

export function allocationsAnswer(figures: TaxYearFigures) {
  return { year: figures.year, draft: figures.draft, storedAt: figures.storedAt, ...figures.allocations };
}

export interface InvestorTaxAnswer extends InvestorTaxItems {
  year: number;
  draft: boolean;
  fundName: string;
}

/** One investor's K-1 items, or 404 when the books hold no such investor. */
export async function investorTax(
  ex: Executor,
  year: number,
  investorId: number,
  fundName: string,
): Promise<InvestorTaxAnswer> {
  const figures = await readTaxYear(ex, year);
  const items = figures.allocations.investors.find((each) => each.investorId === investorId);
  if (!items) throw new HttpError(404, M.investorNotFound);
  return { year, draft: figures.draft, fundName, ...items };
}

export async function sendInvestorTax(
  reply: FastifyReply,
  answer: InvestorTaxAnswer,
  format: 'json' | 'csv' | 'pdf' | undefined,
) {
  if (format === 'pdf') {
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        contentDisposition('attachment', packageFileName(answer.year, answer.investorId)),
      )
      .header('cache-control', 'private, no-store')
      .send(await packagePdf(answer.fundName, answer.year, answer.draft, answer));
  }
  if (format === 'csv') throw new HttpError(400, M.format);
  return answer;
}
