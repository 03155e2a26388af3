import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportFileName, positionsCsv } from './export-csv';
import type { PositionItem } from './responses';

const base = {
  isOpen: false,
  netProfit: 410,
  quarter: 'Q3 2025',
  openDate: '2025-07-01T00:00:00',
  closeDate: '2025-08-02T09:00:00',
  createdAt: '2025-07-01T10:00:00.000+00:00',
  updatedAt: '2025-08-02T10:00:00.000+00:00',
  quantity: 5,
  avgPrice: 100,
  value: 500,
};

const theta: PositionItem = {
  ...base,
  type: 'THETA',
  id: 1,
  ticker: 'AAPL',
  sectors: ['Consumer', 'Tech'],
  tags: ['-hedge', 'wheel'],
  comments: 'wheel, "safe"',
  thesis: null,
  action: 'STO',
  expirationDate: '12/19/2025',
  strike: 190,
  optionType: 'P',
  totalContracts: 5,
  premium: 100,
  netPremium: 500,
  transactions: [
    {
      id: 1,
      type: 'OPEN',
      quantity: 5,
      contracts: 5,
      shares: null,
      premium: 100,
      price: null,
      closeValue: null,
      totalValue: 500,
      netProfit: null,
      date: '2025-07-01T00:00:00',
      notes: null,
    },
    {
      id: 2,
      type: 'PARTIAL_CLOSE',
      quantity: 2,
      contracts: 2,
      shares: null,
      premium: null,
      price: null,
      closeValue: 30,
      totalValue: 60,
      netProfit: 140,
      date: '2025-08-01T09:00:00',
      notes: '=HYPERLINK("x")',
    },
  ],
};

const stock: PositionItem = {
  ...base,
  type: 'STOCK',
  id: 2,
  ticker: 'MSFT',
  isOpen: true,
  netProfit: null,
  closeDate: null,
  sectors: [],
  tags: [],
  comments: null,
  thesis: 'cloud\nmargins',
  numberShares: 10,
  shares: 10,
  costBasis: 400,
  adjustedCostBasis: 395.5,
  totalCost: 4000,
  currentPrice: null,
  totalValue: null,
  percentChange: null,
  transactions: [],
};

describe('positions CSV export', () => {
  it('writes a header and one row per transaction carrying its position, tags defused', () => {
    const lines = positionsCsv([theta, stock]).split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `1,THETA,AAPL,Q3 2025,Closed,STO,P,190,2025-12-19,2025-07-01,2025-08-02,Consumer; Tech,'-hedge; wheel,410,"wheel, ""safe""",1,OPEN,2025-07-01,5,100,,,500,,`,
    );
    expect(lines[2]).toBe(
      `1,THETA,AAPL,Q3 2025,Closed,STO,P,190,2025-12-19,2025-07-01,2025-08-02,Consumer; Tech,'-hedge; wheel,410,"wheel, ""safe""",2,PARTIAL_CLOSE,2025-08-01,2,,,30,60,140,"'=HYPERLINK(""x"")"`,
    );
  });

  it('gives a position without transactions one row, and quotes line breaks', () => {
    const csv = positionsCsv([stock]);
    expect(csv).toBe(
      `${EXPORT_COLUMNS.join(',')}\r\n2,STOCK,MSFT,Q3 2025,Open,,,,,2025-07-01,,,,,"cloud\nmargins",,,,,,,,,,\r\n`,
    );
  });

  it('is just the header for an empty quarter', () => {
    expect(positionsCsv([])).toBe(`${EXPORT_COLUMNS.join(',')}\r\n`);
  });

  it('names the file after the quarter key', () => {
    expect(exportFileName('Q3_2025')).toBe('trade-log-Q3_2025.csv');
  });
});
