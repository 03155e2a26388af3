import { describe, expect, it } from 'vitest';
import { SHARES_PER_CONTRACT } from '../positions/units';
import { equityValue, investorScenario, navChange, scenarioNav } from './scenario';

describe('equityValue: quantity x price (x 100 for option contracts)', () => {
  it.each([
    ['no holdings', [], '0'],
    ['one stock', [{ quantity: 100, price: 150 }], '15000'],
    [
      'a stock and two option contracts',
      [
        { quantity: 100, price: 150 },
        { quantity: 2, price: 3.5, multiplier: SHARES_PER_CONTRACT },
      ],
      '15700',
    ],
    ['prices in decimal text', [{ quantity: '3', price: '0.1' }], '0.3'],
    ['a short position lowers the equity', [{ quantity: -1, price: 2.25, multiplier: 100 }], '-225'],
  ])('%s', (_scenario, holdings, expected) => {
    expect(equityValue(holdings).toFixed()).toBe(expected);
  });
});

describe('scenarioNav = (equity value + cash - borrowed) / outstanding shares', () => {
  it.each([
    [
      'equity, cash and borrowing',
      { equityValue: 1000000, cash: 50000, borrowed: 100000, outstandingShares: 5000 },
      '190',
    ],
    [
      'no cash, no borrowing',
      { equityValue: 249283.45, cash: 0, borrowed: 0, outstandingShares: 1580.37432 },
      '157.73696575884629662',
    ],
    [
      'borrowing above the assets gives a negative NAV',
      { equityValue: 1000, cash: 0, borrowed: 2000, outstandingShares: 10 },
      '-100',
    ],
    ['text inputs', { equityValue: '0.1', cash: '0.2', borrowed: '0', outstandingShares: '1' }, '0.3'],
  ])('%s', (_scenario, input, expected) => {
    expect(scenarioNav(input)?.toString()).toBe(expected);
  });

  it('is null while there are no outstanding shares', () => {
    expect(scenarioNav({ equityValue: 1000, cash: 0, borrowed: 0, outstandingShares: 0 })).toBeNull();
  });
});

describe('navChange: scenario NAV against the current NAV', () => {
  it.each([
    ['a rise from the metrics fallback 173.84', 190, 173.84, '16.16', '9.2959042797975149563'],
    ['a fall', 158.84, 173.84, '-15', '-8.6286240220892774965'],
    ['no change', 173.84, 173.84, '0', '0'],
  ])('%s', (_scenario, scenario, current, change, percent) => {
    const result = navChange(scenario, current);
    expect([result.change.toString(), result.changePercent?.toString()]).toEqual([change, percent]);
  });

  it('has no percent against a current NAV of 0', () => {
    expect(navChange(10, 0)).toMatchObject({ changePercent: null });
  });
});

describe('investorScenario: investor value = shares x NAV', () => {
  it.each([
    ['100 shares from 173.84 to 190', 100, 173.84, 190, ['17384', '19000', '1616', '9.2959042797975149563']],
    [
      'a fractional holding',
      '316.984',
      '157.736681',
      '160',
      ['50000.004090104', '50717.44', '717.435909896', '1.4348717024165102092'],
    ],
  ])('%s', (_scenario, shares, current, scenario, expected) => {
    const result = investorScenario(shares, current, scenario);
    expect([
      result.currentValue.toString(),
      result.scenarioValue.toString(),
      result.change.toString(),
      result.changePercent?.toString(),
    ]).toEqual(expected);
  });

  it('has no percent for an investor without shares', () => {
    expect(investorScenario(0, 173.84, 190).changePercent).toBeNull();
  });
});
