import { describe, expect, it } from 'vitest';
import {
  BORROWED_FIELD,
  CASH_FIELD,
  playgroundHoldings,
  ledgerGap,
  playgroundResult,
  readNavInput,
  type PlaygroundHolding,
} from './scenario-playground';

const portfolio = {
  stockPositions: [
    { Ticker: 'aapl', TotalValue: 31848, PercentChange: '54.03%', '# Shares': 120 },
    { Ticker: 'MSFT', TotalValue: '30,768.00', '# Shares': '60' },
    { Ticker: 'HIDDEN', TotalValue: '***', '# Shares': '***' },
    { Ticker: 'ZERO', TotalValue: 0, '# Shares': 0 },
    { Ticker: '', TotalValue: 100, '# Shares': 1 },
  ],
  optionPositions: [
    { Position: 'BTO 2 NVDA 1/15/2027 160C', CurrentValue: 5620, Contracts: 2 },
    { Position: 'STO AAPL 12/18/2026 250/245 P', CurrentValue: '***', Contracts: 4 },
    { Position: 'STO 1/15/2027 AMZN 210/200 put', CurrentValue: -420, Contracts: 2 },
  ],
  strategyPositions: [
    { Strategy: 'Wheel', Type: 'Cash-Secured Puts', CurrentValue: 14250 },
    { Strategy: '', Type: 'Covered Calls', CurrentValue: 6350 },
    { Strategy: null, Type: null, CurrentValue: 0 },
  ],
};

describe('playgroundHoldings: every priceable holding, priced per share', () => {
  const holdings = playgroundHoldings(portfolio);
  const summary = holdings.map((h) => [
    h.key,
    h.label,
    h.kind,
    h.quantity.toString(),
    h.multiplier.toString(),
    h.currentPrice.toString(),
  ]);

  it('reads stocks, options (100 shares a contract) and strategies (one lump)', () => {
    expect(summary).toEqual([
      ['stock-0', 'AAPL', 'stock', '120', '1', '265.4'],
      ['stock-1', 'MSFT', 'stock', '60', '1', '512.8'],
      ['option-0', 'BTO 2 NVDA 1/15/2027 160C', 'option', '2', '100', '28.1'],
      ['option-2', 'STO 1/15/2027 AMZN 210/200 put', 'option', '-2', '100', '2.1'],
      ['strategy-0', 'Wheel', 'strategy', '1', '1', '14250'],
      ['strategy-1', 'Covered Calls', 'strategy', '1', '1', '6350'],
      ['strategy-2', 'Strategy', 'strategy', '1', '1', '0'],
    ]);
  });

  it('keeps a short holding worth -420 at -420: -2 contracts at 2.10 a share', () => {
    const short = holdings.find((h) => h.key === 'option-2');
    expect(short && short.quantity.times(short.multiplier).times(short.currentPrice).toString()).toBe('-420');
  });

  it('is empty when the sheets are unavailable', () => {
    expect(
      playgroundHoldings({ stockPositions: null, optionPositions: null, strategyPositions: null }),
    ).toEqual([]);
  });
});

describe('playgroundResult: scenario NAV = (equity value + cash - borrowed) / outstanding shares', () => {
  const holdings: PlaygroundHolding[] = playgroundHoldings({
    stockPositions: [{ Ticker: 'AAA', TotalValue: 10000, '# Shares': 100 }],
    optionPositions: [{ Position: 'BTO 1 BBB 1/15/2027 50C', CurrentValue: 500, Contracts: 1 }],
    strategyPositions: null,
  });
  const base = { holdings, prices: {}, cash: '', borrowed: '', outstandingShares: 100, currentNav: 105 };

  it.each([
    ['a blank price typed keeps today: 10500 / 100', { 'stock-0': ' ' }, '0', '', '10500', '105', '0', '0'],
    [
      'a stock at 110: 11500 / 100',
      { 'stock-0': '110' },
      '',
      '',
      '11500',
      '115',
      '10',
      '9.5238095238095238095',
    ],
    [
      'an option at 10 a share: 10000 + 1000',
      { 'option-0': '10' },
      '',
      '',
      '11000',
      '110',
      '5',
      '4.7619047619047619048',
    ],
    [
      'cash and borrowing',
      { 'stock-0': '90' },
      '2000',
      '1500',
      '9500',
      '100',
      '-5',
      '-4.7619047619047619048',
    ],
    ['a price of 0 is allowed', { 'stock-0': '0', 'option-0': '0' }, '', '', '0', '0', '-105', '-100'],
  ])('%s', (_scenario, prices, cash, borrowed, equity, nav, change, percent) => {
    const result = playgroundResult({ ...base, prices, cash, borrowed });
    expect(result.invalid).toEqual([]);
    expect(result.currentEquityValue.toString()).toBe('10500');
    expect(result.equityValue?.toString()).toBe(equity);
    expect(result.scenarioNav?.toString()).toBe(nav);
    expect(result.change?.change.toString()).toBe(change);
    expect(result.change?.changePercent?.toString()).toBe(percent);
  });

  it('values each holding at its scenario price, blank meaning today', () => {
    const result = playgroundResult({ ...base, prices: { 'option-0': '7.25' } });
    expect(result.holdingValues['stock-0']?.toString()).toBe('10000');
    expect(result.holdingValues['option-0']?.toString()).toBe('725');
  });

  it('names every input that is not a number of 0 or more, and computes nothing', () => {
    const result = playgroundResult({
      ...base,
      prices: { 'stock-0': '-1', 'option-0': 'abc' },
      cash: '1e3',
      borrowed: '-5',
    });
    expect(result.invalid).toEqual(['stock-0', 'option-0', CASH_FIELD, BORROWED_FIELD]);
    expect(result.holdingValues).toEqual({ 'stock-0': null, 'option-0': null });
    expect(result.equityValue).toBeNull();
    expect(result.scenarioNav).toBeNull();
    expect(result.change).toBeNull();
  });

  it('shows no scenario NAV and no change while nothing is typed', () => {
    const result = playgroundResult({ ...base, currentNav: 30 });
    expect(result.entered).toBe(false);
    expect(result.equityValue?.toString()).toBe('10500');
    expect(result.scenarioNav).toBeNull();
    expect(result.change).toBeNull();
  });

  it.each([
    ['agree', 10500, 100, 105, null],
    ['agree within a cent', '10500.004', 100, 105, null],
    ['the sheet holds more', 432641.7, 650, 189.4246, '309515.71'],
    ['the sheet holds less', 1000, 100, 105, '-9500'],
  ] as const)('ledgerGap: the sheet and the ledger %s', (_case, equity, shares, nav, gap) => {
    const found = ledgerGap({ currentEquityValue: equity, outstandingShares: shares, currentNav: nav });
    expect(found?.gap.toString() ?? null).toBe(gap);
  });

  it('has no NAV without outstanding shares, and no change without a current NAV', () => {
    const priced = { ...base, prices: { 'stock-0': '100' } };
    expect(playgroundResult({ ...priced, outstandingShares: 0 }).scenarioNav).toBeNull();
    const unknownNav = playgroundResult({ ...priced, currentNav: null });
    expect(unknownNav.scenarioNav?.toString()).toBe('105');
    expect(unknownNav.change).toBeNull();
  });
});

describe('readNavInput: a positive number or null', () => {
  it.each([
    ['173.84', '173.84'],
    [' 176.401963 ', '176.401963'],
    ['0', null],
    ['-1', null],
    ['', null],
    ['abc', null],
  ])('%j', (text, expected) => {
    expect(readNavInput(text)?.toString() ?? null).toBe(expected);
  });
});
