import { and, eq, inArray, sql } from 'drizzle-orm';
import { isSection1256, TAX_MESSAGES as M } from '../../domain/tax';
import { guardWrite, writeAudit, type Db, type Executor } from '../books';
import { positions, taxMarks } from '../db/schema';
import { HttpError } from '../http-error';
import { loadSection1256List } from './section1256-list';
import { computeTaxYear, openOnYearEnd } from './tax-year';

/*
 * Section 1256 year-end marks (IRC §1256(a)): the administrator enters a price per share, as quoted,
 * for each Section 1256 position open on 31 December. A batch is written whole or not at all.
 */

export interface MarkLine {
  positionId: number;
  ticker: string;
  description: string;
  side: 'long' | 'written';
  right: 'C' | 'P';
  strike: string;
  expiration: string;
  contracts: string;
  /** What the position carried into the year end: the basis the mark replaces. */
  basis: string;
  /** The price per share entered, or null. */
  price: string | null;
}

export async function listMarks(ex: Executor, year: number): Promise<MarkLine[]> {
  const { computation } = await computeTaxYear(ex, year);
  const open = openOnYearEnd(computation, year);
  const entered = await ex
    .select({ positionId: taxMarks.positionId, price: taxMarks.price })
    .from(taxMarks)
    .where(eq(taxMarks.year, year));
  const prices = new Map(entered.map((m) => [m.positionId, m.price]));
  return open
    .map((line) => ({
      positionId: line.positionId,
      ticker: line.ticker,
      description: `${line.contracts.toFixed()} ${line.ticker} ${line.contract.expiration} ${line.contract.strike} ${line.contract.right}${line.side === 'written' ? ' written' : ''}`,
      side: line.side,
      right: line.contract.right,
      strike: line.contract.strike,
      expiration: line.contract.expiration,
      contracts: line.contracts.toFixed(),
      basis: line.basis.toFixed(2),
      price: prices.get(line.positionId) ?? null,
    }))
    .sort((a, b) => a.positionId - b.positionId);
}

/**
 * Saves the marks in one transaction, after checking every one: an unknown position is 404, one that
 * is not Section 1256 or was not open on 31 December is 400; the year's Q4 must be open (the books'
 * guard: a closed year's figures never change).
 */
export async function saveMarks(
  db: Db,
  year: number,
  marks: readonly { positionId: number; price: string }[],
  actor: string,
): Promise<MarkLine[]> {
  return db.transaction(async (tx) => {
    const seen = new Set<number>();
    for (const mark of marks) {
      if (seen.has(mark.positionId)) throw new HttpError(400, M.duplicate(mark.positionId));
      seen.add(mark.positionId);
    }
    await guardWrite(tx, { days: [`${year}-12-31`] });
    const ids = [...seen];
    const found = await tx
      .select({ id: positions.id, ticker: positions.ticker, type: positions.type })
      .from(positions)
      .where(inArray(positions.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    const list = await loadSection1256List(tx);
    for (const id of ids) {
      const position = byId.get(id);
      if (position === undefined) throw new HttpError(404, M.unknownPosition(id));
      if (position.type === 'STOCK' || !isSection1256(position.ticker, list))
        throw new HttpError(400, M.notSection1256(id));
    }
    const { computation } = await computeTaxYear(tx, year);
    const open = new Set(openOnYearEnd(computation, year).map((line) => line.positionId));
    for (const id of ids) if (!open.has(id)) throw new HttpError(400, M.notOpenAtYearEnd(id, year));

    const before = await tx
      .select()
      .from(taxMarks)
      .where(and(eq(taxMarks.year, year), inArray(taxMarks.positionId, ids)));
    for (const mark of marks) {
      const [after] = await tx
        .insert(taxMarks)
        .values({ positionId: mark.positionId, year, price: mark.price, enteredBy: actor })
        .onConflictDoUpdate({
          target: [taxMarks.positionId, taxMarks.year],
          set: { price: mark.price, enteredBy: actor, updatedAt: sql`now()` },
        })
        .returning();
      const previous = before.find((row) => row.positionId === mark.positionId) ?? null;
      await writeAudit(tx, {
        actor,
        action: previous ? 'update' : 'create',
        entity: 'tax_mark',
        entityId: `${mark.positionId}/${year}`,
        before: previous,
        after,
      });
    }
    return listMarks(tx, year);
  });
}
