import { describe, expect, it } from 'vitest';
import { realizedPnlOf, summarizeQuarter, type SummaryPosition } from './quarter-summary';

const open = (type: SummaryPosition['type'], closes: number[] = []): SummaryPosition => ({
  type,
  isOpen: true,
  netProfit: null,
  transactions: [
    { type: 'OPEN', netProfit: null },
    ...closes.map((netProfit) => ({ type: 'PARTIAL_CLOSE' as const, netProfit })),
  ],
});

const closed = (type: SummaryPosition['type'], netProfit: number | null): SummaryPosition => ({
  type,
  isOpen: false,
  netProfit,
  transactions: [
    { type: 'OPEN', netProfit: null },
    { type: type === 'STOCK' ? 'SELL' : 'CLOSE', netProfit },
  ],
});

describe('realized P&L of one position', () => {
  it.each<[string, SummaryPosition, string | null]>([
    ['open, nothing closed yet', open('THETA'), null],
    ['open theta after a partial close of 2 of 5', open('THETA', [140]), '140'],
    ['open theta after two partial closes', open('THETA', [140, -20.5]), '119.5'],
    ['closed theta: its netProfit', closed('THETA', 270), '270'],
    ['closed at break-even', closed('OPTION', 0), '0'],
    ['closed stock at a loss with cents', closed('STOCK', -0.06), '-0.06'],
    [
      'closed after a partial close: netProfit already holds both',
      {
        type: 'THETA',
        isOpen: false,
        netProfit: 410,
        transactions: [
          { type: 'OPEN', netProfit: null },
          { type: 'PARTIAL_CLOSE', netProfit: 140 },
          { type: 'CLOSE', netProfit: 270 },
        ],
      },
      '410',
    ],
    [
      'rolled option: the roll close counts',
      {
        type: 'OPTION',
        isOpen: false,
        netProfit: null,
        transactions: [{ type: 'ROLL_CLOSE', netProfit: -120.5 }],
      },
      '-120.5',
    ],
    [
      'a stock average-down (BUY) realizes nothing',
      {
        type: 'STOCK',
        isOpen: true,
        netProfit: null,
        transactions: [
          { type: 'OPEN', netProfit: null },
          { type: 'BUY', netProfit: null },
        ],
      },
      null,
    ],
  ])('%s', (_name, position, expected) => {
    expect(realizedPnlOf(position)?.toFixed() ?? null).toBe(expected);
  });
});

describe('quarter summary: counts by type, open and total, Quarter Profit', () => {
  it('an empty quarter', () => {
    const summary = summarizeQuarter([]);
    expect(summary.counts).toEqual({ THETA: 0, STOCK: 0, OPTION: 0 });
    expect([summary.open, summary.total, summary.quarterProfit.toFixed()]).toEqual([0, 0, '0']);
  });

  it('the e2e journey quarter: theta closed in two steps, rolled option, averaged stock, backfill', () => {
    const summary = summarizeQuarter([
      {
        type: 'THETA',
        isOpen: false,
        netProfit: 410,
        transactions: [
          { type: 'PARTIAL_CLOSE', netProfit: 140 },
          { type: 'CLOSE', netProfit: 270 },
        ],
      },
      {
        type: 'OPTION',
        isOpen: false,
        netProfit: -120,
        transactions: [{ type: 'ROLL_CLOSE', netProfit: -120 }],
      },
      open('OPTION'),
      open('STOCK'),
      closed('STOCK', 95.25),
    ]);
    expect(summary.counts).toEqual({ THETA: 1, STOCK: 2, OPTION: 2 });
    expect(summary.open).toBe(2);
    expect(summary.total).toBe(5);
    expect(summary.quarterProfit.toFixed()).toBe('385.25');
  });

  it('adds cents exactly, with partial closes of open positions', () => {
    const summary = summarizeQuarter([closed('STOCK', 0.1), closed('STOCK', 0.2), open('THETA', [0.3])]);
    expect(summary.quarterProfit.toFixed()).toBe('0.6');
    expect(summary.open).toBe(1);
  });
});
