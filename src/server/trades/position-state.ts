import Decimal from 'decimal.js';
import { derivedQuantity } from '../../domain/positions/derived';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import { entryTotalOf } from '../../domain/positions/pnl';
import { realizedBy } from '../../domain/positions/transaction-types';
import { directionOf, toNumericText, type Direction, type PositionType } from '../../domain/positions/units';
import { HttpError } from '../http-error';
import { entryFiguresOf } from './position-item';
import { loadRecordForUpdate, type PositionInsert, type PositionRecord, type PositionRow } from './records';
import type { Tx } from '../books';

/**
 * The position `id` of `type`, locked for this transaction: 404 when there is none (a position of
 * another type is none on this type's path), 409 when it must be open and is closed.
 */
export async function lockPosition(
  tx: Tx,
  id: number,
  type: PositionType,
  options: { requireOpen: boolean },
): Promise<PositionRecord> {
  const record = await loadRecordForUpdate(tx, id);
  if (record === null || record.position.type !== type) throw new HttpError(404, M.positionNotFound);
  if (options.requireOpen && !record.position.isOpen) throw new HttpError(409, M.positionClosed);
  return record;
}

export interface Holding {
  direction: Direction;
  /** Contracts or shares held now. */
  held: Decimal;
  /** What they cost (long) or brought in (short). */
  entryTotal: Decimal;
}

export function holdingOf(row: PositionRow): Holding {
  const figures = entryFiguresOf(row);
  const held = derivedQuantity(figures);
  const entryTotal = entryTotalOf(figures);
  if (held === null || entryTotal === null || held.lte(0)) {
    throw new Error(`Position ${row.id} has no quantity or entry recorded`);
  }
  return { direction: directionOf(row.type, row.action), held, entryTotal };
}

/** The P&L of the closing transactions recorded so far. */
export function realizedSoFar(record: PositionRecord): Decimal {
  return realizedBy(record.transactions) ?? new Decimal(0);
}

/** The columns that hold a position's quantity, its per-unit entry and its entry total. */
export function entryColumns(
  type: PositionType,
  quantity: Decimal,
  perUnit: Decimal,
  entryTotal: Decimal,
): Partial<PositionInsert> {
  switch (type) {
    case 'THETA':
      return {
        contracts: quantity.toNumber(),
        premium: toNumericText(perUnit),
        netPremium: toNumericText(entryTotal),
      };
    case 'OPTION':
      return {
        contracts: quantity.toNumber(),
        costBasis: toNumericText(perUnit),
        totalCost: toNumericText(entryTotal),
      };
    case 'STOCK':
      return {
        numberShares: toNumericText(quantity),
        avgPrice: toNumericText(perUnit),
        costBasis: toNumericText(perUnit),
        totalCost: toNumericText(entryTotal),
      };
  }
}

/** After a partial close: fewer units and their share of the entry; the per-unit entry is unchanged. */
export function remainingColumns(
  type: PositionType,
  quantity: Decimal,
  entryTotal: Decimal,
): Partial<PositionInsert> {
  switch (type) {
    case 'THETA':
      return { contracts: quantity.toNumber(), netPremium: toNumericText(entryTotal) };
    case 'OPTION':
      return { contracts: quantity.toNumber(), totalCost: toNumericText(entryTotal) };
    case 'STOCK':
      return { numberShares: toNumericText(quantity), totalCost: toNumericText(entryTotal) };
  }
}
