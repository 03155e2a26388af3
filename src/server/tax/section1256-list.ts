import { eq, ne, sql } from 'drizzle-orm';
import {
  MAX_SECTION_1256_SYMBOLS,
  normalizeUnderlying,
  section1256ListOf,
  section1256SettingOf,
  TAX_MESSAGES as M,
  withoutSymbol,
  withSymbol,
  type Section1256Answer,
} from '../../domain/tax';
import { guardWrite, writeAudit, type Db, type Executor } from '../books';
import { appSettings, positions } from '../db/schema';
import { HttpError } from '../http-error';

/*
 * The fund's Section 1256 underlyings (decision 026, second pass), kept in the books as the app setting
 * `tax_section_1256_underlyings`. Every tax year is computed from the whole history with one list, so
 * a change reaches every year that holds an option on the symbol: it is refused while one of those
 * years' Q4 is closed (its figures are stored and a changed list would recompute the next years from a
 * different past), and a reopen of that Q4 lets it through.
 */

export const SECTION_1256_SETTING = 'tax_section_1256_underlyings';

async function storedList(ex: Executor, lock = false) {
  const query = ex.select().from(appSettings).where(eq(appSettings.key, SECTION_1256_SETTING));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The list the tax rules read: the default until the fund saves its own. */
export async function loadSection1256List(ex: Executor): Promise<string[]> {
  return section1256ListOf((await storedList(ex))?.value ?? null);
}

export async function readSection1256(ex: Executor): Promise<Section1256Answer> {
  const row = await storedList(ex);
  return {
    symbols: section1256ListOf(row?.value ?? null),
    isDefault: row === null,
    max: MAX_SECTION_1256_SYMBOLS,
  };
}

/** 31 December of every year an option on `symbol` was held in: opened, open over its end, or closed. */
async function yearEndsHolding(ex: Executor, symbol: string): Promise<string[]> {
  const options = await ex
    .select({
      ticker: positions.ticker,
      first: sql<number>`min(extract(year from ${positions.openDate}))::int`,
      last: sql<number>`max(extract(year from greatest(${positions.openDate}, ${positions.closeDate}, ${positions.expirationDate})))::int`,
    })
    .from(positions)
    .where(ne(positions.type, 'STOCK'))
    .groupBy(positions.ticker);
  const years = new Set<number>();
  for (const option of options) {
    if (normalizeUnderlying(option.ticker) !== symbol) continue;
    for (let year = option.first; year <= option.last; year += 1) years.add(year);
  }
  return [...years].sort((a, b) => a - b).map((year) => `${year}-12-31`);
}

/** One change to the list in one transaction: the list's rule, then the closed years, then the audit row. */
async function saveListGuarded(
  db: Db,
  symbol: string,
  actor: string,
  change: (list: string[]) => string[],
): Promise<Section1256Answer> {
  return db.transaction(async (tx) => {
    const before = await storedList(tx, true);
    const list = change(section1256ListOf(before?.value ?? null));
    await guardSymbol(tx, symbol);
    const value = section1256SettingOf(list);
    const [after] = await tx
      .insert(appSettings)
      .values({ key: SECTION_1256_SETTING, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } })
      .returning();
    await writeAudit(tx, {
      actor,
      action: before ? 'update' : 'create',
      entity: 'app_setting',
      entityId: SECTION_1256_SETTING,
      before,
      after,
    });
    return { symbols: list, isDefault: false, max: MAX_SECTION_1256_SYMBOLS };
  });
}

/** Refuses (409) a change to `symbol` while a tax year holding an option on it is closed. */
async function guardSymbol(tx: Executor, symbol: string): Promise<void> {
  try {
    await guardWrite(tx, { days: await yearEndsHolding(tx, symbol) });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409)
      throw new HttpError(409, M.symbolInClosedYear(symbol, error.message));
    throw error;
  }
}

export function addSection1256Symbol(db: Db, symbol: string, actor: string): Promise<Section1256Answer> {
  return saveListGuarded(db, symbol, actor, (list) => {
    const next = withSymbol(list, symbol);
    if (typeof next === 'string') throw new HttpError(400, next);
    return next;
  });
}

export function removeSection1256Symbol(db: Db, symbol: string, actor: string): Promise<Section1256Answer> {
  return saveListGuarded(db, symbol, actor, (list) => {
    const next = withoutSymbol(list, symbol);
    if (next === null) throw new HttpError(404, M.symbolNotListed(symbol));
    return next;
  });
}
