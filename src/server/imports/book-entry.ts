import { eq } from 'drizzle-orm';
import type {
  AddChange,
  CloseChange,
  ImportPlan,
  OpenChange,
  PlanEntry,
  PlannedChange,
  PositionRef,
} from '../../domain/imports/plan-types';
import type { NewPosition } from '../../domain/positions/payloads/new-position';
import type { TradeDate } from '../../domain/positions/trade-dates';
import { positions } from '../db/schema';
import { averageDownPositionIn } from '../trades/adjust-position';
import { closePositionIn } from '../trades/close-position';
import { createPositionIn } from '../trades/create-position';
import type { PositionRow, TransactionLink } from '../trades/records';
import type { Tx } from '../books';
import { rollPositionIn } from '../trades/roll-position';
import { linkImportedOutcome } from './outcome-links';

/** What a commit carries from row to row. */
export interface Booking {
  tx: Tx;
  importId: number;
  actor: string;
  /** The fund's today at the commit (app.clock.today()): the current quarter's day. */
  today: string;
  plan: ImportPlan;
  /** Row number of an opening row to the position it created. */
  created: Map<number, number>;
  /** Each position written: its row before the import, or null when the import created it. */
  touched: Map<number, PositionRow | null>;
}

const CLOSE_NOTES: Partial<Record<PlanEntry['outcome'], string>> = {
  EXPIRE: 'Expired',
  ASSIGNMENT: 'Assigned',
  EXERCISE: 'Exercised',
};

const day = (isoDay: string): TradeDate => ({ day: isoDay, time: null, zoned: false });
const at = (wallClock: string): TradeDate => ({
  day: wallClock.slice(0, 10),
  time: wallClock.slice(11, 19),
  zoned: false,
});

function idOf(booking: Booking, ref: PositionRef): number {
  if (ref.source === 'EXISTING') return ref.id;
  const id = booking.created.get(ref.rowNumber);
  if (id === undefined) throw new Error(`Row ${ref.rowNumber} has not opened its position yet`);
  return id;
}

/** An existing position about to change: its row before the import is kept once, for an undo. */
async function touch(booking: Booking, id: number): Promise<void> {
  if (booking.touched.has(id)) return;
  const [row] = await booking.tx.select().from(positions).where(eq(positions.id, id));
  booking.touched.set(id, row ?? null);
}

function link(booking: Booking, rowNumber: number, fees: string): TransactionLink {
  return { importId: booking.importId, importRow: rowNumber, fees };
}

function newPosition(change: OpenChange): NewPosition {
  const base = {
    quarter: change.quarter,
    ticker: change.ticker,
    comments: null,
    sectors: [],
    tags: change.tags,
    openDate: change.openedAt,
    closed: null,
  };
  if (change.positionType === 'STOCK')
    return { ...base, positionType: 'STOCK', shares: Number(change.quantity), price: change.price };
  return {
    ...base,
    positionType: change.positionType,
    action: change.action!,
    expirationDate: change.expiration!,
    strike: change.strike!,
    optionType: change.right!,
    contracts: Number(change.quantity),
    premium: change.price,
  };
}

async function bookChange(booking: Booking, entry: PlanEntry, change: PlannedChange): Promise<void> {
  const { tx, actor, today } = booking;
  const linked = link(booking, entry.rowNumber, change.fees);
  if (change.kind === 'OPEN') {
    const record = await createPositionIn(tx, newPosition(change), actor, today, linked);
    booking.created.set(entry.rowNumber, record.position.id);
    booking.touched.set(record.position.id, null);
    return;
  }
  const id = idOf(booking, change.position);
  await touch(booking, id);
  if (change.kind === 'ADD') {
    const add: AddChange = change;
    await averageDownPositionIn(
      tx,
      add.positionType,
      {
        positionId: id,
        quantity: Number(add.quantity),
        price: add.price,
        comments: null,
        date: at(add.addedAt),
      },
      actor,
      today,
      linked,
    );
    return;
  }
  const close: CloseChange = change;
  await closePositionIn(
    tx,
    close.positionType,
    {
      id,
      closeValue: close.closeValue,
      quantity: Number(close.quantity),
      comments: CLOSE_NOTES[entry.outcome] ?? null,
      closeDate: day(close.closeDate),
    },
    actor,
    today,
    linked,
  );
}

/** A confirmed roll: the close row's position rolled into the open row's contract. */
async function bookRoll(booking: Booking, rollId: string): Promise<number[]> {
  const roll = booking.plan.rolls.find((r) => r.id === rollId)!;
  const entryOf = (row: number) => booking.plan.entries.find((e) => e.rowNumber === row)!;
  const close = entryOf(roll.closeRow).changes[0] as CloseChange;
  const open = entryOf(roll.openRow).changes[0] as OpenChange;
  const id = idOf(booking, close.position);
  await touch(booking, id);
  const { opened } = await rollPositionIn(
    booking.tx,
    close.positionType as 'THETA' | 'OPTION',
    {
      currentPositionId: id,
      closeValue: close.closeValue,
      newAction: open.action,
      newTicker: open.ticker,
      newExpirationDate: open.expiration!,
      newStrike: open.strike!,
      newOptionType: open.right,
      newContracts: Number(open.quantity),
      newPremium: open.price,
      comments: null,
      rollDate: day(close.closeDate),
    },
    booking.actor,
    booking.today,
    {
      close: link(booking, roll.closeRow, close.fees),
      open: link(booking, roll.openRow, open.fees),
      openTags: open.tags,
    },
  );
  booking.created.set(roll.openRow, opened.position.id);
  booking.touched.set(opened.position.id, null);
  return [roll.closeRow, roll.openRow];
}

/** Books one plan entry; answers the rows it booked (both rows of a roll). */
export async function bookEntry(booking: Booking, entry: PlanEntry): Promise<number[]> {
  if (entry.outcome === 'ROLL' && entry.rollId !== null) return bookRoll(booking, entry.rollId);
  for (const change of entry.changes) await bookChange(booking, entry, change);
  await linkImportedOutcome(booking.tx, booking.importId, entry);
  return [entry.rowNumber];
}
