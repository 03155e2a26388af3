import { sql } from 'drizzle-orm';
import {
  preparePosition,
  scaleOfPosition,
  type PreparedPosition,
} from '../../domain/journal/prepared-journal';
import type { JournalFilter } from '../../domain/journal/trades';
import { queryRows, type Db } from '../db/client';
import { TRADE_LOG_VERSION, tradeLogVersion } from '../trades/trade-log-version';
import { loadJournal } from './load-journal';

/*
 * The journal's whole input kept in memory per database, prepared for the statistics, and brought up
 * to date after a write by reading again only the positions the write changed (decision 032). Reading
 * all 50,000 trades costs PGlite ~110 ms before any rule runs (decision 028), more than the 100 ms the
 * statistics may take after a write.
 *
 * What changed comes from the audit log, which every change to the books writes in the same
 * transaction (docs/requirements.md): its rows after the last one read name the positions changed,
 * whichever instance wrote them. Rows of entities that never touch positions, transactions or tags
 * are passed over; any other row (an import, removing the sample data, a restore), a log that went
 * backwards, or too many rows mean reading the whole book again. So does a data version raised more
 * often than there are audited transactions that changed the Trade Log's tables (see changedSince): a
 * change without an audit row (an operator's SQL) cannot name its positions. Positions created since
 * are read by id as well.
 *
 * On a PostgreSQL server, a transaction that took an audit id may commit after a later id was read:
 * ids missing below the last one read are read again on each update until they appear, for
 * GAP_MINUTES (an id given up by a rolled-back transaction never appears); one missed longer is
 * caught by the version count, at the price of a whole read.
 */

const ALL: JournalFilter = { range: { from: null, to: null }, tag: null };

/** Audit entities whose changes never touch positions, transactions or tags. */
const OUTSIDE_JOURNAL = new Set([
  'app_setting',
  'capital_request',
  'document',
  'fee_run',
  'fee_terms',
  'investment',
  'investor',
  'investor_fee_terms',
  'investor_nav_data',
  'period',
  // A new quarter holds no position until moves, audited per position, put them there.
  'quarter',
  'sector',
  // A new tag is on no position until an add_tag, audited on the position.
  'tag',
  'tax_mark',
]);
/**
 * Audit entities whose transactions always change the Trade Log's tables (positions, transactions,
 * tags, quarters, sectors), so each raised the data version once.
 */
const TRADE_LOG_ENTITIES = new Set(['position', 'quarter', 'sector', 'tag']);
/**
 * Bounds: more audit rows than MOST_CHANGES since the last update, or more missing ids than MOST_GAPS,
 * and reading the whole book again is cheaper. A missing audit id is looked for again for GAP_MINUTES;
 * a whole read looks GAP_LOOKBACK ids below the last for ids not yet committed.
 */
const [MOST_CHANGES, MOST_GAPS, GAP_MINUTES, GAP_LOOKBACK] = [5000, 1000, 10, 1000];

export interface KeptBook {
  /** The Trade Log data version the book was read at (or later). */
  version: bigint;
  /** The most decimals of any figure kept: every position is prepared at this scale. */
  scale: number;
  positions: Map<number, PreparedPosition>;
  /** The highest audit id read. */
  lastAudit: number;
  /** Audit ids below lastAudit not seen yet, with when they were first missed (ms). */
  gaps: Map<number, number>;
  /** The highest position id when read: higher ones are new. */
  lastPosition: number;
}

interface Kept {
  book: KeptBook | null;
  reads: BookReads;
  /** Updates one at a time: a second request waits for the first update, then finds it current. */
  queue: Promise<unknown>;
}

const keptByDatabase = new WeakMap<Db, Kept>();

/** The journal's input as of now or later: kept, brought up to date, or read whole. */
export function keptJournalBook(db: Db, now: () => number = Date.now): Promise<KeptBook> {
  let kept = keptByDatabase.get(db);
  if (kept === undefined) {
    kept = { book: null, reads: { whole: 0, changed: 0 }, queue: Promise.resolve() };
    keptByDatabase.set(db, kept);
  }
  const entry = kept;
  const next = entry.queue.then(async () => {
    try {
      entry.book = await currentBook(db, entry.book, now(), entry.reads);
    } catch (error) {
      // Half brought up to date is not kept: the next request reads the book whole.
      entry.book = null;
      throw error;
    }
    return entry.book;
  });
  entry.queue = next.catch(() => undefined);
  return next;
}

/** How often the book was read whole, and how often only its changed positions were. */
export interface BookReads {
  whole: number;
  changed: number;
}

/** The database's book reads so far (the tests check which way a change was followed). */
export const journalBookReads = (db: Db): BookReads => ({
  ...(keptByDatabase.get(db)?.reads ?? { whole: 0, changed: 0 }),
});

/**
 * Reads the book ahead of the first request (at start), so that it does not wait for a whole read.
 * A failure is logged, never thrown: the first request then reads the book itself.
 */
export async function warmJournalBook(db: Db, log: { warn(obj: object, msg: string): void }): Promise<void> {
  try {
    await keptJournalBook(db);
  } catch (error) {
    log.warn({ err: error }, 'The journal could not be read ahead of its first statistics');
  }
}

async function currentBook(db: Db, book: KeptBook | null, now: number, reads: BookReads): Promise<KeptBook> {
  const whole = () => {
    reads.whole += 1;
    return readWholeBook(db, now);
  };
  if (book === null) return whole();
  if ((await tradeLogVersion(db)) === book.version) return book;
  const changed = await changedSince(db, book, now);
  if (changed === 'all') return whole();
  reads.changed += 1;
  const read = await loadJournal(db, ALL, {
    detail: false,
    only: { ids: [...changed.ids], after: book.lastPosition },
  });
  const scale = read.reduce((most, position) => Math.max(most, scaleOfPosition(position)), book.scale);
  // A figure with more decimals than any kept: prepare everything again at the new scale.
  if (scale > book.scale) return whole();
  for (const id of changed.ids) book.positions.delete(id);
  for (const position of read) book.positions.set(position.id, preparePosition(position, scale));
  book.version = changed.version;
  book.lastPosition = Math.max(book.lastPosition, changed.lastPosition);
  return book;
}

interface Changes {
  version: bigint;
  ids: Set<number>;
  lastPosition: number;
}

/** The positions changed since the book was read, from the audit log, or 'all' to read it whole. */
async function changedSince(db: Db, book: KeptBook, now: number): Promise<Changes | 'all'> {
  for (const [id, since] of book.gaps) if (now - since > GAP_MINUTES * 60_000) book.gaps.delete(id);
  // One statement, so one snapshot: the version, the audit rows and the highest ids agree.
  const [row] = await queryRows<{
    version: string | null;
    changes: string | null;
    last_audit: string | null;
    last_position: number | null;
  }>(
    db,
    sql`select
          (select version::text from data_versions where key = ${TRADE_LOG_VERSION}) as version,
          (select string_agg(concat(a.id, E'\t', a.at, E'\t', a.entity, E'\t', a.entity_id), E'\n' order by a.id)
           from (select id, at, entity, entity_id from audit_log
                 where id > ${book.lastAudit}
                    or id = any(string_to_array(${[...book.gaps.keys()].join(',')}, ',')::bigint[])
                 order by id limit ${MOST_CHANGES + 1}) a) as changes,
          (select max(id)::text from audit_log) as last_audit,
          (select max(id) from positions) as last_position`,
  );
  const lastAudit = Number(row?.last_audit ?? 0);
  const version = BigInt(row?.version ?? 0);
  const lines = row?.changes ? row.changes.split('\n') : [];
  // Restored from a backup (the log went backwards), or too much to follow.
  if (lastAudit < book.lastAudit || lines.length > MOST_CHANGES) return 'all';
  const ids = new Set<number>();
  let highest = book.lastAudit;
  const seen = new Set<number>();
  /** The audited transactions that changed the Trade Log's tables, by their start (`at` is now()). */
  const audited = new Set<string>();
  for (const line of lines) {
    const [auditId, at, entity, entityId] = line.split('\t') as [string, string, string, string];
    const id = Number(auditId);
    seen.add(id);
    highest = Math.max(highest, id);
    if (TRADE_LOG_ENTITIES.has(entity)) audited.add(at);
    if (OUTSIDE_JOURNAL.has(entity)) continue;
    if (entity !== 'position' || !/^\d+$/.test(entityId)) return 'all';
    ids.add(Number(entityId));
  }
  // Each committed transaction that changes those tables raises the version once. More raises than
  // audited transactions: something changed them without an audit row (an operator's SQL, the sample
  // fund), so what changed is unknown. Two transactions started in the same microsecond count as one,
  // which can only lead to reading the book whole.
  if (version - book.version > BigInt(audited.size)) return 'all';
  for (const id of seen) book.gaps.delete(id);
  for (let id = book.lastAudit + 1; id < highest; id++) if (!seen.has(id)) book.gaps.set(id, now);
  if (book.gaps.size > MOST_GAPS) return 'all';
  book.lastAudit = highest;
  return { version, ids, lastPosition: row?.last_position ?? 0 };
}

/** The whole book, with the version and audit position read before it (a write meanwhile is read again). */
async function readWholeBook(db: Db, now: number): Promise<KeptBook> {
  const [row] = await queryRows<{
    version: string | null;
    recent: string | null;
    last_position: number | null;
  }>(
    db,
    sql`select
          (select version::text from data_versions where key = ${TRADE_LOG_VERSION}) as version,
          (select string_agg(id::text, ',' order by id) from audit_log
           where id > (select coalesce(max(id), 0) - ${GAP_LOOKBACK} from audit_log)) as recent,
          (select max(id) from positions) as last_position`,
  );
  const recent = row?.recent ? row.recent.split(',').map(Number) : [];
  const lastAudit = recent.at(-1) ?? 0;
  const gaps = new Map<number, number>();
  const present = new Set(recent);
  for (let id = Math.max(1, lastAudit - GAP_LOOKBACK + 1); id < lastAudit; id++)
    if (!present.has(id)) gaps.set(id, now);
  const read = await loadJournal(db, ALL, { detail: false });
  const scale = read.reduce((most, position) => Math.max(most, scaleOfPosition(position)), 2);
  return {
    version: BigInt(row?.version ?? 0),
    scale,
    positions: new Map(read.map((position) => [position.id, preparePosition(position, scale)])),
    lastAudit,
    gaps,
    lastPosition: row?.last_position ?? 0,
  };
}
