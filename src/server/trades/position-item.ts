import { adjustedCostBasis } from '../../domain/journal/adjusted-cost';
import { derivedFigures } from '../../domain/positions/derived';
import type { EntryFigures } from '../../domain/positions/pnl';
import type { PositionItem, TransactionItem } from '../../domain/positions/responses';
import { formatExpirationDate, wallClockTimestamp } from '../../domain/positions/trade-dates';
import {
  OPTION_ACTIONS,
  OPTION_TYPES,
  type OptionAction,
  type OptionType,
} from '../../domain/positions/units';
import { parseQuarter, quarterLabel } from '../../domain/quarters';
import { isoInstant, jsonFigureOrNull } from '../api-json';
import type { PositionRecord, PositionRow, QuarterSnapshot, TransactionRow } from './records';
import type { Executor } from '../books';
import { loadTickerCloses, type TickerCloses } from './ticker-closes';

/*
 * Database rows to API items, by the API's one convention (src/server/api-json.ts); every calculation
 * before this point is decimal.
 */

const toNumber = jsonFigureOrNull;

/** The figures the domain's position rules read, from a stored row. */
export function entryFiguresOf(row: PositionRow): EntryFigures {
  return {
    type: row.type,
    action: row.action,
    totalContracts: row.contracts,
    contracts: row.contracts,
    numberShares: row.numberShares,
    avgPrice: row.avgPrice,
    premium: row.premium,
    netPremium: row.netPremium,
    costBasis: row.costBasis,
    totalCost: row.totalCost,
    totalValue: row.totalValue,
  };
}

// A list shares one or two quarters; no need to parse the key 5,000 times.
const quarterLabels = new Map<string, string>();
function quarterDisplay(key: string): string {
  let label = quarterLabels.get(key);
  if (label === undefined) {
    const quarter = parseQuarter(key);
    label = quarter === null ? key : quarterLabel(quarter);
    if (quarterLabels.size < 1000) quarterLabels.set(key, label);
  }
  return label;
}

const asAction = (value: string | null): OptionAction | null =>
  OPTION_ACTIONS.find((action) => action === value) ?? null;
const asOptionType = (value: string | null): OptionType | null =>
  OPTION_TYPES.find((type) => type === value) ?? null;

function transactionItem(row: TransactionRow, isStock: boolean): TransactionItem {
  const quantity = toNumber(row.quantity);
  return {
    id: row.id,
    type: row.type,
    quantity,
    contracts: isStock ? null : quantity,
    shares: isStock ? quantity : null,
    premium: toNumber(row.premium),
    price: toNumber(row.price),
    closeValue: toNumber(row.closeValue),
    totalValue: toNumber(row.totalValue),
    netProfit: toNumber(row.netProfit),
    date: wallClockTimestamp(row.date),
    notes: row.notes,
  };
}

/**
 * The unified list item: the fields every type shares, then the type's own. A stock's adjusted cost
 * reads the option closes on its ticker, which `closes` must hold (see `loadTickerCloses`).
 */
export function toPositionItem(record: PositionRecord, closes: TickerCloses): PositionItem {
  const row = record.position;
  const derived = derivedFigures(entryFiguresOf(row));
  const isStock = row.type === 'STOCK';
  const transactions = record.transactions.map((t) => transactionItem(t, isStock));
  const quarter = quarterDisplay(row.quarter);
  const netProfit = toNumber(row.netProfit);
  const openDate = wallClockTimestamp(row.openDate);
  const closeDate = row.closeDate === null ? null : wallClockTimestamp(row.closeDate);
  const createdAt = isoInstant(row.createdAt);
  const updatedAt = isoInstant(row.updatedAt);
  const common = {
    id: row.id,
    ticker: row.ticker,
    isOpen: row.isOpen,
    netProfit,
    quarter,
    sectors: record.sectors,
    tags: record.tags,
    transactions,
    openDate,
    closeDate,
    createdAt,
    updatedAt,
    comments: row.comments,
    thesis: row.thesis,
    quantity: derived.quantity,
    avgPrice: derived.avgPrice,
    value: derived.value,
  };
  if (row.type === 'STOCK') {
    const shares = toNumber(row.numberShares);
    const costBasis = row.costBasis ?? row.avgPrice;
    return {
      type: 'STOCK',
      ...common,
      numberShares: shares,
      shares,
      costBasis: toNumber(costBasis),
      adjustedCostBasis: adjustedCostBasis(
        {
          ticker: row.ticker,
          shares: row.numberShares,
          costBasis,
          openDate: row.openDate,
          closeDate: row.closeDate,
        },
        closes.get(row.ticker) ?? [],
      ),
      totalCost: toNumber(row.totalCost),
      currentPrice: toNumber(row.currentPrice),
      totalValue: toNumber(row.totalValue),
      percentChange: toNumber(row.percentChange),
    };
  }
  const action = asAction(row.action);
  const expirationDate = row.expirationDate === null ? null : formatExpirationDate(row.expirationDate);
  const strike = toNumber(row.strike);
  const optionType = asOptionType(row.optionType);
  if (row.type === 'THETA') {
    return {
      type: 'THETA',
      ...common,
      action,
      expirationDate,
      strike,
      optionType,
      totalContracts: row.contracts,
      premium: toNumber(row.premium),
      netPremium: toNumber(row.netPremium),
    };
  }
  return {
    type: 'OPTION',
    ...common,
    action,
    expirationDate,
    strike,
    optionType,
    contracts: row.contracts,
    costBasis: toNumber(row.costBasis),
    totalCost: toNumber(row.totalCost),
    currentValue: toNumber(row.currentValue),
    percentChange: toNumber(row.percentChange),
  };
}

/** A quarter's list as GET /api/positions answers it. */
export function snapshotItems(snapshot: Pick<QuarterSnapshot, 'records' | 'tickerCloses'>): PositionItem[] {
  return snapshot.records.map((record) => toPositionItem(record, snapshot.tickerCloses));
}

/**
 * Positions a change wrote, as the list shows them: a stock's adjusted cost reads the option closes
 * on its ticker as `executor` sees them (inside the change's transaction, its own writes included).
 */
export async function positionItems(
  executor: Executor,
  records: readonly PositionRecord[],
): Promise<PositionItem[]> {
  const stockTickers = records.filter((r) => r.position.type === 'STOCK').map((r) => r.position.ticker);
  const closes = await loadTickerCloses(executor, stockTickers);
  return records.map((record) => toPositionItem(record, closes));
}

/** One position a change wrote, as the list shows it. */
export async function positionItem(executor: Executor, record: PositionRecord): Promise<PositionItem> {
  return (await positionItems(executor, [record]))[0]!;
}
