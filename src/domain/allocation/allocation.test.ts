import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAllocation, PALETTE, type AllocationInput } from './allocation';

const stock = (Ticker: unknown, TotalValue: unknown, PercentChange: unknown = '0%') => ({
  Ticker,
  TotalValue,
  PercentChange,
});
const option = (Position: unknown, CurrentValue: unknown, PercentChange: unknown = '0%') => ({
  Position,
  CurrentValue,
  PercentChange,
});
const strategy = (
  Strategy: unknown,
  Type: unknown,
  CurrentValue: unknown,
  PercentChange: unknown = '0%',
) => ({
  Strategy,
  Type,
  CurrentValue,
  PercentChange,
});
const input = (parts: Partial<AllocationInput>): AllocationInput => ({
  stocks: [],
  options: [],
  strategies: [],
  ...parts,
});
// [ticker, value, profitPercent, percentage]
const summary = (parts: Partial<AllocationInput>) =>
  buildAllocation(input(parts)).items.map((item) => [
    item.ticker,
    item.value,
    item.profitPercent,
    item.percentage,
  ]);

describe('buildAllocation', () => {
  it.each([
    [
      'account equal to the positions: no CASH, percentages of the positions',
      { stocks: [stock('AAPL', 6000, '20%'), stock('MSFT', 4000, '-5 %')], navAccount: 10000 },
      [
        ['AAPL', 6000, 20, 60],
        ['MSFT', 4000, -5, 40],
      ],
    ],
    [
      'account 5 % above the positions: a CASH slice of the difference, percentages of the account',
      { stocks: [stock('AAPL', 9500, '12.5%')], navAccount: 10000 },
      [
        ['AAPL', 9500, 12.5, 95],
        ['CASH', 500, 0, 5],
      ],
    ],
    [
      'difference of exactly 1 % of the account: no CASH slice',
      { stocks: [stock('AAPL', 9900)], navAccount: 10000 },
      [['AAPL', 9900, 0, 100]],
    ],
    [
      'difference just above 1 %: CASH slice',
      { stocks: [stock('AAPL', 9899.99)], navAccount: 10000 },
      [
        ['AAPL', 9899.99, 0, 99],
        ['CASH', 100.01, 0, 1],
      ],
    ],
    [
      'account below the positions: no CASH, percentages of the positions',
      { stocks: [stock('AAPL', 7500), stock('MSFT', 2500)], navAccount: 9000 },
      [
        ['AAPL', 7500, 0, 75],
        ['MSFT', 2500, 0, 25],
      ],
    ],
    [
      'NAV fallback row (Account 0): no CASH',
      { stocks: [stock('AAPL', 100)], navAccount: 0 },
      [['AAPL', 100, 0, 100]],
    ],
    ['no NAV at all: no CASH', { stocks: [stock('AAPL', 100)] }, [['AAPL', 100, 0, 100]]],
    ['nothing but an account: all CASH', { navAccount: '$5,000.00' }, [['CASH', 5000, 0, 100]]],
    [
      'options: zero and negative CurrentValue left out, the rest grouped by underlying',
      {
        options: [
          option('STO AAPL 190/185 P', 300, '40%'),
          option('BTO 2 NVDA 12/20 130C', 700, '-20%'),
          option('STO META 600/590 P', 0, '100%'),
          option('STO 10/17 AMZN 210/200 put', -350, '-75%'),
          option('BTO 1 /ES 12/18/2026 5800 P', '', '5%'),
        ],
      },
      [
        ['NVDA', 700, -20, 70],
        ['AAPL', 300, 40, 30],
      ],
    ],
    [
      'option on a stock the fund holds joins the stock slice, profit weighted by value',
      { stocks: [stock('AAPL', 9000, '10%')], options: [option('STO AAPL 190/185 P', 1000, '-10%')] },
      [['AAPL', 10000, 8, 100]],
    ],
    [
      'option without a readable ticker goes to OPTIONS',
      { stocks: [stock('AAPL', 900)], options: [option('BTO 1 /ES 12/18/2026 5800 P', 100, '5%')] },
      [
        ['AAPL', 900, 0, 90],
        ['OPTIONS', 100, 5, 10],
      ],
    ],
    [
      'strategies: named by Strategy, else Type, else STRATEGY; zero value left out',
      {
        strategies: [
          strategy('Wheel', 'Cash-Secured Puts', 5000, '4.2%'),
          strategy('', 'Covered Calls', 3000, '1.5%'),
          strategy(null, '  ', 2000, '-1%'),
          strategy('Collar QQQ', 'Hedge', 0, '3%'),
        ],
      },
      [
        ['Wheel', 5000, 4.2, 50],
        ['Covered Calls', 3000, 1.5, 30],
        ['STRATEGY', 2000, -1, 20],
      ],
    ],
    [
      'figures written as sheet text: dollars, commas, percent signs',
      { stocks: [stock('MSFT', '$12,345.67', '23.45%')], navAccount: '$12,345.67' },
      [['MSFT', 12345.67, 23.45, 100]],
    ],
    [
      'rows without a ticker or a readable value are left out',
      { stocks: [stock('', 100), stock(undefined, 100), stock('AAPL', '***'), stock('MSFT', 100)] },
      [['MSFT', 100, 0, 100]],
    ],
    [
      'the same ticker in lower case joins the upper-case row',
      { stocks: [stock('aapl ', 500, '10%'), stock('AAPL', 1500, '2%')] },
      [['AAPL', 2000, 4, 100]],
    ],
    [
      'values that cancel to zero average their profit plainly',
      { stocks: [stock('AAPL', 1000, '10%'), stock('AAPL', -1000, '20%'), stock('MSFT', 500)] },
      [
        ['MSFT', 500, 0, 100],
        ['AAPL', 0, 15, 0],
      ],
    ],
    [
      'thirds round to two decimals each',
      { stocks: [stock('A', 1), stock('B', 1), stock('CC', 1)] },
      [
        ['A', 1, 0, 33.33],
        ['B', 1, 0, 33.33],
        ['CC', 1, 0, 33.33],
      ],
    ],
    [
      'value kept to the cent and profit to two decimals',
      { stocks: [stock('AAPL', 100.005, '1.005%'), stock('AAPL', 0.001, '1.005%')] },
      [['AAPL', 100.01, 1.01, 100]],
    ],
    ['no rows at all', {}, []],
  ] as const)('scenario: %s', (_scenario, parts, expected) => {
    expect(summary(parts as Partial<AllocationInput>)).toEqual(expected);
  });

  it('reports the totals the percentages are of', () => {
    const positionsOnly = buildAllocation(input({ stocks: [stock('AAPL', 9950)], navAccount: 10000 }));
    expect([positionsOnly.totalValue, positionsOnly.positionsValue]).toEqual([9950, 9950]);
    const withCash = buildAllocation(input({ stocks: [stock('AAPL', 9500)], navAccount: 10000 }));
    expect([withCash.totalValue, withCash.positionsValue]).toEqual([10000, 9500]);
  });

  it('sorts by value, largest first, ties by ticker, and cycles the palette', () => {
    const stocks = Array.from({ length: 12 }, (_, i) =>
      stock(`T${String.fromCharCode(65 + i)}`, i < 2 ? 50 : 100 - i),
    );
    const { items } = buildAllocation(input({ stocks }));
    expect(items.map((item) => item.ticker)).toEqual([
      'TC',
      'TD',
      'TE',
      'TF',
      'TG',
      'TH',
      'TI',
      'TJ',
      'TK',
      'TL',
      'TA',
      'TB',
    ]);
    expect(items.map((item) => item.color)).toEqual([...PALETTE, PALETTE[0], PALETTE[1]]);
  });

  it('keeps its promises for any set of cent-valued positions and account', () => {
    const cents = fc.integer({ min: 1, max: 1_000_000_00 }).map((n) => n / 100);
    const row = fc.tuple(
      fc.constantFrom('AAPL', 'MSFT', 'NVDA', 'V', 'MA'),
      cents,
      fc.integer({ min: -100, max: 300 }),
    );
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 20 }),
        fc.option(cents, { nil: undefined }),
        (rows, navAccount) => {
          const { items, totalValue, positionsValue } = buildAllocation(
            input({
              stocks: rows.map(([ticker, value, change]) => stock(ticker, value, `${change}%`)),
              navAccount,
            }),
          );
          const itemCents = items.reduce((sum, item) => sum + Math.round(item.value * 100), 0);
          expect(itemCents).toBe(Math.round(totalValue * 100));
          expect(Math.round(positionsValue * 100)).toBe(
            rows.reduce((sum, [, value]) => sum + Math.round(value * 100), 0),
          );
          for (let i = 1; i < items.length; i++)
            expect(items[i - 1]!.value).toBeGreaterThanOrEqual(items[i]!.value);
          if (items.length > 0 && totalValue > 0) {
            const percentSum = items.reduce((sum, item) => sum + item.percentage, 0);
            expect(Math.abs(percentSum - 100)).toBeLessThanOrEqual(0.005 * items.length + 1e-9);
          }
          for (const item of items) {
            expect(item.profitPercent).toBeGreaterThanOrEqual(-100);
            expect(item.profitPercent).toBeLessThanOrEqual(300);
          }
        },
      ),
    );
  });

  it('combines 200,000 rows of one ticker, as a sheet at the size cap can hold', () => {
    // Half the rows at $1 and +10 %, half at $3 and -10 %: -5 % weighted by value.
    const stocks = Array.from({ length: 200_000 }, (_, i) =>
      i % 2 === 0 ? stock('SPY', 1, '10%') : stock('spy', 3, '-10%'),
    );
    const { items, positionsValue } = buildAllocation(input({ stocks, options: [option('BTO SPY', 5)] }));
    expect(positionsValue).toBe(400_005);
    expect(items.map((item) => [item.ticker, item.value, item.profitPercent])).toEqual([
      ['SPY', 400_005, -5],
    ]);
  });

  it('lists 50,000 different tickers largest first', () => {
    const stocks = Array.from({ length: 50_000 }, (_, i) => stock(`T${i}`, (i * 7919) % 50_000));
    const { items } = buildAllocation(input({ stocks }));
    expect(items).toHaveLength(50_000);
    expect(items.slice(0, 3).map((item) => item.value)).toEqual([49_999, 49_998, 49_997]);
    expect(items.every((item, i) => i === 0 || items[i - 1]!.value >= item.value)).toBe(true);
  });
});
