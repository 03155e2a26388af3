import Decimal from 'decimal.js';
import { derivedFigures } from '../../../../domain/positions/derived';
import type { PositionItem, TransactionItem } from '../../../../domain/positions/responses';

/*
 * Shown when GET /api/positions fails (docs/requirements.md#tl-mock: "Using Mock Data"): a small, plausible
 * quarter of theta, stock and option trades. Negative ids never match a stored position, so a change
 * that slips past the mock-mode guards is refused by the server instead of touching real books.
 */

type Theta = Extract<PositionItem, { type: 'THETA' }>;
type Stock = Extract<PositionItem, { type: 'STOCK' }>;
type OptionPosition = Extract<PositionItem, { type: 'OPTION' }>;

const STAMP = '2025-07-01T12:00:00.000Z';

/** Exact money products, as the server would book them. */
const times = (a: number, b: number): number => new Decimal(a).times(b).toNumber();

let nextTransactionId = -1;
function transaction(
  partial: Partial<TransactionItem> & Pick<TransactionItem, 'type' | 'date'>,
): TransactionItem {
  return {
    id: nextTransactionId--,
    quantity: null,
    contracts: null,
    shares: null,
    premium: null,
    price: null,
    closeValue: null,
    totalValue: null,
    netProfit: null,
    notes: null,
    ...partial,
  };
}

interface Common {
  id: number;
  ticker: string;
  sectors: string[];
  openDate: string;
  /** [close date, close value per unit, net profit] when closed. */
  closed?: [string, number, number];
  notes?: string;
}

function common(item: Common) {
  return {
    id: item.id,
    ticker: item.ticker,
    isOpen: item.closed === undefined,
    netProfit: item.closed?.[2] ?? null,
    quarter: 'Q3 2025',
    sectors: item.sectors,
    tags: [],
    openDate: `${item.openDate}T00:00:00`,
    closeDate: item.closed ? `${item.closed[0]}T09:00:00` : null,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

function closing(item: Common, quantity: number, isStock: boolean): TransactionItem[] {
  if (!item.closed) return [];
  const [date, closeValue, netProfit] = item.closed;
  return [
    transaction({
      type: isStock ? 'SELL' : 'CLOSE',
      quantity,
      contracts: isStock ? null : quantity,
      shares: isStock ? quantity : null,
      closeValue,
      totalValue: times(closeValue, quantity),
      netProfit,
      date: `${date}T09:00:00`,
    }),
  ];
}

function theta(
  item: Common & { expiration: string; strike: number; type: 'C' | 'P'; contracts: number; premium: number },
): Theta {
  const netPremium = times(item.premium, item.contracts);
  const figures = { totalContracts: item.contracts, premium: item.premium, netPremium };
  return {
    type: 'THETA',
    ...common(item),
    transactions: [
      transaction({
        type: 'OPEN',
        quantity: item.contracts,
        contracts: item.contracts,
        premium: item.premium,
        totalValue: netPremium,
        date: `${item.openDate}T00:00:00`,
      }),
      ...closing(item, item.contracts, false),
    ],
    comments: item.notes ?? null,
    thesis: null,
    ...derivedFigures({ type: 'THETA', ...figures }),
    action: 'STO',
    expirationDate: item.expiration,
    strike: item.strike,
    optionType: item.type,
    ...figures,
  };
}

function stock(item: Common & { shares: number; price: number }): Stock {
  const totalCost = times(item.shares, item.price);
  return {
    type: 'STOCK',
    ...common(item),
    transactions: [
      transaction({
        type: 'OPEN',
        quantity: item.shares,
        shares: item.shares,
        price: item.price,
        totalValue: totalCost,
        date: `${item.openDate}T00:00:00`,
      }),
      ...closing(item, item.shares, true),
    ],
    comments: null,
    thesis: item.notes ?? null,
    ...derivedFigures({ type: 'STOCK', numberShares: item.shares, avgPrice: item.price, totalCost }),
    numberShares: item.shares,
    shares: item.shares,
    costBasis: item.price,
    // The sample has no options on its stock's tickers.
    adjustedCostBasis: item.price,
    totalCost,
    currentPrice: null,
    totalValue: null,
    percentChange: null,
  };
}

function option(
  item: Common & { expiration: string; strike: number; type: 'C' | 'P'; contracts: number; cost: number },
): OptionPosition {
  const totalCost = times(item.cost, item.contracts);
  return {
    type: 'OPTION',
    ...common(item),
    transactions: [
      transaction({
        type: 'OPEN',
        quantity: item.contracts,
        contracts: item.contracts,
        premium: item.cost,
        totalValue: totalCost,
        date: `${item.openDate}T00:00:00`,
      }),
      ...closing(item, item.contracts, false),
    ],
    comments: item.notes ?? null,
    thesis: null,
    ...derivedFigures({ type: 'OPTION', contracts: item.contracts, costBasis: item.cost, totalCost }),
    action: 'BTO',
    expirationDate: item.expiration,
    strike: item.strike,
    optionType: item.type,
    contracts: item.contracts,
    costBasis: item.cost,
    totalCost,
    currentValue: null,
    percentChange: null,
  };
}

const SAMPLE: readonly PositionItem[] = [
  theta({
    id: -1,
    ticker: 'AAPL',
    sectors: ['Technology'],
    openDate: '2025-08-04',
    expiration: '09/19/2025',
    strike: 210,
    type: 'P',
    contracts: 2,
    premium: 185,
    notes: 'Cash-secured put below support',
  }),
  theta({
    id: -2,
    ticker: 'NVDA',
    sectors: ['Semiconductors', 'Technology'],
    openDate: '2025-08-11',
    expiration: '09/19/2025',
    strike: 160,
    type: 'P',
    contracts: 1,
    premium: 240,
  }),
  theta({
    id: -3,
    ticker: 'TSLA',
    sectors: ['Automotive', 'Consumer Discretionary', 'Technology'],
    openDate: '2025-08-18',
    expiration: '10/17/2025',
    strike: 250,
    type: 'P',
    contracts: 1,
    premium: 510,
  }),
  theta({
    id: -4,
    ticker: 'AMD',
    sectors: ['Semiconductors'],
    openDate: '2025-07-07',
    expiration: '08/15/2025',
    strike: 150,
    type: 'P',
    contracts: 2,
    premium: 120,
    closed: ['2025-08-01', 35, 170],
  }),
  stock({
    id: -5,
    ticker: 'MSFT',
    sectors: ['Technology', 'Cloud'],
    openDate: '2025-07-02',
    shares: 20,
    price: 412.5,
    notes: 'Core holding; covered calls once above 100 shares',
  }),
  stock({
    id: -6,
    ticker: 'XOM',
    sectors: ['Energy'],
    openDate: '2025-07-10',
    shares: 50,
    price: 108.2,
    closed: ['2025-09-05', 114, 290],
  }),
  option({
    id: -7,
    ticker: 'SPY',
    sectors: ['Index'],
    openDate: '2025-07-21',
    expiration: '12/19/2025',
    strike: 600,
    type: 'C',
    contracts: 1,
    cost: 1450,
  }),
  option({
    id: -8,
    ticker: 'META',
    sectors: ['Communication Services', 'Technology'],
    openDate: '2025-07-15',
    expiration: '09/19/2025',
    strike: 700,
    type: 'C',
    contracts: 1,
    cost: 2600,
    closed: ['2025-09-12', 3150, 550],
  }),
];

/** The sample positions, filed under the quarter being viewed. */
export function samplePositions(quarter: string): PositionItem[] {
  return SAMPLE.map((position) => ({ ...position, quarter }));
}
