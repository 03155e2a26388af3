import { describe, expect, it } from 'vitest';
import { INCOME_MESSAGES } from './messages';
import { option, stock, theta } from '../../../test/support/position-items';
import { contractCapacity, holdingsCapacity, premiumEfficiency } from './capital-efficiency';

describe('contract capacity = floor(shares / 100)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [250, 2],
    [1999, 19],
    [-100, 0],
  ])('%i shares cover %i contracts', (shares, contracts) => {
    expect(contractCapacity(shares)).toBe(contracts);
  });
});

describe('premium efficiency', () => {
  it.each([
    ['1,500 a week on 100,000', '100000', '1500', '1.5', '78'],
    ['numbers as well as text', 40000, 300, '0.75', '39'],
  ])('%s', (_scenario, capital, premium, weekly, annualized) => {
    const result = premiumEfficiency(capital, premium);
    expect(result.ok && [result.weeklyPercent.toFixed(), result.annualizedPercent.toFixed()]).toEqual([
      weekly,
      annualized,
    ]);
  });

  it.each([
    ['a blank capital', '', '100'],
    ['a zero capital', '0', '100'],
    ['a zero premium', '1000', '0'],
    ['a negative premium', '1000', '-5'],
    ['text', 'lots', '100'],
  ])('refuses %s: both inputs must be greater than 0', (_scenario, capital, premium) => {
    expect(premiumEfficiency(capital, premium)).toEqual({
      ok: false,
      message: INCOME_MESSAGES.efficiencyInputs,
    });
  });
});

describe('capacity of the open stock and option holdings', () => {
  it('adds shares per ticker before flooring and counts the calls written against them', () => {
    const positions = [
      stock({ ticker: 'MSFT', shares: 150 }),
      stock({ ticker: 'MSFT', shares: 50 }),
      stock({ ticker: 'AAPL', shares: 350 }),
      stock({ ticker: 'TSLA', shares: 500, open: false }),
      option({ ticker: 'NVDA', contracts: 2 }),
      theta({
        ticker: 'AAPL',
        optionType: 'C',
        contracts: 2,
        openDate: '2025-11-03',
        expirationDate: '11/21/2025',
        netPremium: 100,
      }),
      theta({
        ticker: 'AAPL',
        optionType: 'P',
        contracts: 4,
        openDate: '2025-11-03',
        expirationDate: '11/21/2025',
        netPremium: 100,
      }),
      theta({
        ticker: 'MSFT',
        optionType: 'C',
        contracts: 3,
        openDate: '2025-11-03',
        expirationDate: '11/21/2025',
        netPremium: 100,
      }),
    ];
    expect(
      holdingsCapacity(positions).map((h) => [
        h.ticker,
        h.shares.toFixed(),
        h.optionContracts.toFixed(),
        h.capacity,
        h.callsWritten,
        h.available,
      ]),
    ).toEqual([
      ['AAPL', '350', '0', 3, 2, 1],
      ['MSFT', '200', '0', 2, 3, 0],
      ['NVDA', '0', '2', 0, 0, 0],
    ]);
  });

  it('is empty without open stock or option positions', () => {
    expect(holdingsCapacity([stock({ ticker: 'TSLA', shares: 500, open: false })])).toEqual([]);
  });
});
