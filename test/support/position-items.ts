import type { PositionItem, TransactionItem } from '../../src/domain/positions/responses';
import type { TransactionType } from '../../src/domain/positions/transaction-types';

/*
 * Positions as the API answers them, built with only the figures a scenario cares about. Test
 * fixtures for the calendar and the weekly income rules.
 */

let nextId = 1;

export function transaction(
  type: TransactionType,
  date: string,
  figures: Partial<Omit<TransactionItem, 'type' | 'date'>> = {},
): TransactionItem {
  const quantity = figures.quantity ?? 1;
  return {
    id: nextId++,
    type,
    quantity,
    contracts: quantity,
    shares: null,
    premium: null,
    price: null,
    closeValue: null,
    totalValue: null,
    netProfit: null,
    notes: null,
    ...figures,
    date,
  };
}

const common = {
  sectors: [],
  tags: [],
  quarter: 'Q4 2025',
  createdAt: '2025-10-01T00:00:00.000Z',
  updatedAt: '2025-10-01T00:00:00.000Z',
  comments: null,
  thesis: null,
  avgPrice: null,
  value: null,
};

interface ThetaFigures {
  ticker?: string;
  action?: 'STO' | 'BTO';
  optionType?: 'C' | 'P';
  openDate: string;
  /** 'MM/DD/YYYY'. */
  expirationDate: string;
  contracts?: number;
  netPremium?: number;
  /** Set for a closed position. */
  closeDate?: string;
  netProfit?: number;
  transactions?: TransactionItem[];
}

export function theta(figures: ThetaFigures): PositionItem {
  const contracts = figures.contracts ?? 1;
  const netPremium = figures.netPremium ?? 100;
  const closed = figures.closeDate !== undefined;
  return {
    ...common,
    type: 'THETA',
    id: nextId++,
    ticker: figures.ticker ?? 'AAPL',
    isOpen: !closed,
    netProfit: closed ? (figures.netProfit ?? 0) : null,
    transactions: figures.transactions ?? [
      transaction('OPEN', `${figures.openDate}T00:00:00`, { quantity: contracts }),
      ...(closed
        ? [
            transaction('CLOSE', `${figures.closeDate}T09:00:00`, {
              quantity: contracts,
              netProfit: figures.netProfit ?? 0,
            }),
          ]
        : []),
    ],
    openDate: `${figures.openDate}T00:00:00`,
    closeDate: closed ? `${figures.closeDate}T09:00:00` : null,
    quantity: contracts,
    action: figures.action ?? 'STO',
    expirationDate: figures.expirationDate,
    strike: 100,
    optionType: figures.optionType ?? 'P',
    totalContracts: contracts,
    premium: netPremium / contracts,
    netPremium,
  };
}

/** A stock or option held since 1 Oct 2025, closed on 1 Nov 2025 unless `open`. */
function heldSince(figures: { ticker: string; open?: boolean; transactions?: TransactionItem[] }) {
  const open = figures.open ?? true;
  return {
    ...common,
    id: nextId++,
    ticker: figures.ticker,
    isOpen: open,
    netProfit: open ? null : 0,
    transactions: figures.transactions ?? [],
    openDate: '2025-10-01T00:00:00',
    closeDate: open ? null : '2025-11-01T09:00:00',
  };
}

export function stock(figures: {
  ticker: string;
  shares: number;
  open?: boolean;
  transactions?: TransactionItem[];
}): PositionItem {
  return {
    ...heldSince(figures),
    type: 'STOCK',
    quantity: figures.shares,
    numberShares: figures.shares,
    shares: figures.shares,
    costBasis: 100,
    adjustedCostBasis: 100,
    totalCost: 100 * figures.shares,
    currentPrice: null,
    totalValue: null,
    percentChange: null,
  };
}

export function option(figures: {
  ticker: string;
  contracts: number;
  open?: boolean;
  transactions?: TransactionItem[];
}): PositionItem {
  return {
    ...heldSince(figures),
    type: 'OPTION',
    quantity: figures.contracts,
    action: 'BTO',
    expirationDate: '01/15/2027',
    strike: 100,
    optionType: 'C',
    contracts: figures.contracts,
    costBasis: 500,
    totalCost: 500 * figures.contracts,
    currentValue: null,
    percentChange: null,
  };
}
