import { and, asc, eq, gte, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { compareQuarters, parseQuarter, quarterLabel, type Quarter } from '../../domain/quarters';
import {
  SAMPLE_DATA_BLOCKED,
  SAMPLE_ROWS_IN_USE,
  sampleInClosedQuarters,
  sampleUnderFeeRuns,
  type SampleDataState,
} from '../../domain/sample-data/schemas';
import { guardWrite, quartersOf, writeAudit, type Db, type Dated, type Executor } from '../books';
import { HttpError } from '../http-error';
import {
  capitalRequests,
  feeRuns,
  fundPeriods,
  appSettings,
  documents,
  investments,
  investorNavData,
  investors,
  positions,
  positionTags,
  quarters,
  tags,
  transactions,
} from '../db/schema';
import { seedSampleInvestorIn } from './sample-investor';
import { seedSampleTradesIn } from './sample-trades';

/*
 * The sample fund (DEMO_DATA, decision 015): a sample investor and sample trades that a new, empty
 * database gets in development, every row marked `sample`, and 'Remove sample data', which deletes
 * exactly those rows.
 */

/** Set once the sample fund was added, so it does not come back after its removal. */
const SEEDED_SETTING = 'sample_fund_seeded';
/** The earlier set-up's marker (sample investor only): a database holding it is not new. */
const EARLIER_SEEDED_SETTING = 'sample_investor_seeded';
const ACTOR = 'system';

async function holdsBooks(tx: Executor): Promise<boolean> {
  for (const table of [investors, positions, quarters]) {
    const rows = await tx
      .select({ one: sql`1` })
      .from(table)
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/** Adds the sample fund to a database that has never had it and holds no books; true when it did. */
export async function seedSampleFund(db: Db, today: string, fundName: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together on a new database must not both add it.
    await tx.execute(sql`lock table ${appSettings} in share row exclusive mode`);
    const markers = await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(inArray(appSettings.key, [SEEDED_SETTING, EARLIER_SEEDED_SETTING]));
    if (markers.length > 0 || (await holdsBooks(tx))) return false;
    await tx.insert(appSettings).values({ key: SEEDED_SETTING, value: 'true' });
    await seedSampleInvestorIn(tx, ACTOR, fundName);
    await seedSampleTradesIn(tx, ACTOR, today);
    return true;
  });
}

async function sampleCounts(tx: Executor): Promise<SampleDataState['counts']> {
  const count = async (
    table:
      | typeof investors
      | typeof investments
      | typeof documents
      | typeof positions
      | typeof transactions
      | typeof quarters
      | typeof investorNavData,
  ) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.sample, true));
    return row?.n ?? 0;
  };
  return {
    investors: await count(investors),
    investments: await count(investments),
    documents: await count(documents),
    positions: await count(positions),
    transactions: await count(transactions),
    quarters: await count(quarters),
  };
}

/** The investors whose sample records move units, and those records' days. */
async function sampleHoldings(tx: Executor): Promise<{ investorIds: number[]; days: string[] }> {
  const rows = await tx
    .select({ investorId: investments.investorId, date: investments.investmentDate })
    .from(investments)
    .where(eq(investments.sample, true));
  return { investorIds: rows.map((row) => row.investorId), days: rows.map((row) => row.date) };
}

/** The quarters and days the sample rows are dated in. */
async function sampleDated(tx: Executor): Promise<Dated> {
  const positionRows = await tx
    .select({ quarter: positions.quarter, open: positions.openDate, close: positions.closeDate })
    .from(positions)
    .where(eq(positions.sample, true));
  const transactionRows = await tx
    .select({ date: transactions.date })
    .from(transactions)
    .where(eq(transactions.sample, true));
  const investmentRows = await tx
    .select({ date: investments.investmentDate })
    .from(investments)
    .where(eq(investments.sample, true));
  const navRows = await tx
    .select({ kind: investorNavData.kind, period: investorNavData.period })
    .from(investorNavData)
    .where(eq(investorNavData.sample, true));
  return {
    quarters: [
      ...positionRows.map((row) => row.quarter),
      ...navRows.filter((row) => row.kind === 'quarterly').map((row) => row.period),
    ],
    days: [
      ...positionRows.flatMap((row) => [row.open, row.close]),
      ...transactionRows.map((row) => row.date),
      ...investmentRows.map((row) => row.date),
      ...navRows.filter((row) => row.kind === 'year_start').map((row) => `${row.period}-01-01`),
    ],
  };
}

/**
 * What keeps the sample rows from being removed now, in the words the screen shows with what to do
 * (issue 31): closed quarters that hold them (a close covers every quarter before it) and fee runs
 * that cover the sample investor's records. The same rules `guardWrite` applies to the removal.
 */
export async function sampleDataBlockers(ex: Executor): Promise<string[]> {
  const dated = await sampleDated(ex);
  const holdings = await sampleHoldings(ex);
  const first: Quarter | undefined = quartersOf({
    ...dated,
    days: [...(dated.days ?? []), ...holdings.days],
  })[0];
  const blockers: string[] = [];
  if (first !== undefined) {
    const closedRows = await ex
      .select({ quarter: fundPeriods.quarter })
      .from(fundPeriods)
      .where(isNotNull(fundPeriods.closedAt));
    const closed = closedRows
      .map((row) => parseQuarter(row.quarter))
      .filter((quarter): quarter is Quarter => quarter !== null && compareQuarters(quarter, first) >= 0)
      .sort((a, b) => compareQuarters(b, a));
    if (closed.length > 0) blockers.push(sampleInClosedQuarters(closed.map(quarterLabel)));
  }
  const earliest = [...holdings.days].sort()[0];
  if (earliest !== undefined) {
    const runs = await ex
      .select({ quarter: feeRuns.quarter })
      .from(feeRuns)
      .where(gte(feeRuns.periodEnd, earliest))
      .orderBy(asc(feeRuns.periodEnd));
    const labels = runs
      .map((run) => parseQuarter(run.quarter))
      .filter((quarter): quarter is Quarter => quarter !== null)
      .reverse()
      .map(quarterLabel);
    if (labels.length > 0) blockers.push(sampleUnderFeeRuns(labels));
  }
  return blockers;
}

/** Whether sample rows are in the books, how many of each, and what keeps them from being removed. */
export async function sampleDataState(db: Db): Promise<SampleDataState> {
  const counts = await sampleCounts(db);
  const present = Object.values(counts).some((n) => n > 0);
  return { present, counts, blockers: present ? await sampleDataBlockers(db) : [] };
}

/** Postgres' foreign-key violation: a row of the administrator's still refers to a sample row. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23503') return true;
  return false;
}

/**
 * 'Remove sample data': deletes every sample row in one transaction, audited, and nothing else. A
 * sample position goes with all its transactions; a sample investor or quarter that the
 * administrator has since given records of their own stays, unmarked, with those records.
 */
export async function removeSampleData(db: Db, actor: string): Promise<SampleDataState['counts']> {
  try {
    return await removeIn(db, actor);
  } catch (error) {
    // Whatever else refers to a sample row: a refusal with what to do, never a 500.
    if (isForeignKeyViolation(error))
      throw new HttpError(409, SAMPLE_DATA_BLOCKED, {}, { blockers: [SAMPLE_ROWS_IN_USE] });
    throw error;
  }
}

async function removeIn(db: Db, actor: string): Promise<SampleDataState['counts']> {
  return db.transaction(async (tx) => {
    // A closed quarter's records stay as they are, sample ones included (docs/requirements.md#period-close),
    // and so do records a posted fee run charged: all that blocks the removal is answered at once.
    const blockers = await sampleDataBlockers(tx);
    if (blockers.length > 0) throw new HttpError(409, SAMPLE_DATA_BLOCKED, {}, { blockers });
    await guardWrite(tx, await sampleHoldings(tx));
    await guardWrite(tx, await sampleDated(tx));
    const removed = await sampleCounts(tx);
    const samplePositions = tx.select({ id: positions.id }).from(positions).where(eq(positions.sample, true));
    const sampleTags = await tx
      .selectDistinct({ id: positionTags.tagId })
      .from(positionTags)
      .where(inArray(positionTags.positionId, samplePositions));
    await tx.delete(transactions).where(inArray(transactions.positionId, samplePositions));
    await tx.delete(positions).where(eq(positions.sample, true));
    // The tags only the sample trades carried go with them; a tag a real position carries stays.
    const stillUsed = tx.selectDistinct({ id: positionTags.tagId }).from(positionTags);
    if (sampleTags.length > 0) {
      await tx.delete(tags).where(
        and(
          inArray(
            tags.id,
            sampleTags.map((tag) => tag.id),
          ),
          not(inArray(tags.id, stillUsed)),
        ),
      );
    }
    const keptQuarters = tx.selectDistinct({ key: positions.quarter }).from(positions);
    await tx.delete(quarters).where(and(eq(quarters.sample, true), not(inArray(quarters.key, keptQuarters))));
    await tx.update(quarters).set({ sample: false }).where(eq(quarters.sample, true));

    await tx.delete(investments).where(eq(investments.sample, true));
    await tx.delete(investorNavData).where(eq(investorNavData.sample, true));
    await tx.delete(documents).where(eq(documents.sample, true));
    const sampleInvestors = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.sample, true));
    for (const { id } of sampleInvestors) {
      const [kept] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(investments)
        .where(eq(investments.investorId, id));
      const [keptDocuments] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(documents)
        .where(eq(documents.investorId, id));
      // Requests are the investor's own (made in the portal), never sample rows.
      const [requests] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(capitalRequests)
        .where(eq(capitalRequests.investorId, id));
      if ((kept?.n ?? 0) + (keptDocuments?.n ?? 0) + (requests?.n ?? 0) > 0) {
        await tx.update(investors).set({ sample: false }).where(eq(investors.id, id));
      } else {
        await tx.delete(investors).where(eq(investors.id, id));
      }
    }
    await writeAudit(tx, { actor, action: 'delete', entity: 'sample_data', after: { removed } });
    return removed;
  });
}
