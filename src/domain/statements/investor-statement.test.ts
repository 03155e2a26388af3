import { describe, expect, it } from 'vitest';
import { timeWeightedReturn } from '../investors/returns/time-weighted-return';
import { NO_FEES } from './capital-account';
import { investorStatement, QUARTER_END_NAV, type StatementInvestor } from './investor-statement';

const ada: StatementInvestor = {
  id: 7,
  name: 'Łukasz Żółć',
  investments: [
    { investmentDate: '2024-01-02', amountInvested: 10000, navAtEntry: 100, sharesIssued: 100 },
    { investmentDate: '2025-08-01', amountInvested: 2200, navAtEntry: 110, sharesIssued: 20 },
  ],
  quarterlyNavSnapshots: { Q3_2025: 105 },
  yearStartNavValues: { '2025': 102 },
  inceptionNav: 100,
};
const request = {
  fundName: 'Evergreen Theta Fund',
  quarter: { quarter: 3 as const, year: 2025 },
  closingNav: 121,
  withdrawalTerms: 'None',
  fundShares: 480,
};

describe('investorStatement', () => {
  it('cuts the figures at the quarter: units, ownership and the capital account', () => {
    const { statement } = investorStatement(ada, request, NO_FEES);
    // 100 units × 105 = 10,500 at the start; +2,200; 120 units × 121 = 14,520 at the end;
    // gain = 14,520 − 10,500 − 2,200 = 1,820. Ownership 120 / 480 = 25%.
    expect(statement?.capital.openingValue.toString()).toBe('10500');
    expect(statement?.capital.closingValue.toString()).toBe('14520');
    expect(statement?.capital.gain.toString()).toBe('1820');
    expect(statement?.ownershipPercent.toString()).toBe('25');
    expect(statement?.investorName).toBe('Łukasz Żółć');
  });

  it('gives the time-weighted returns: the NAV per unit chained through the flows, as the portal does', () => {
    const { statement } = investorStatement(ada, request, NO_FEES);
    // Quarter: 105 → 110 (the August contribution's entry NAV) → 121, chained: 121 / 105 − 1 = 15.238%.
    const quarter = timeWeightedReturn([
      { date: '2025-07-01', nav: 105 },
      { date: '2025-08-01', nav: 110 },
      { date: '2025-10-01', nav: 121 },
    ]);
    // Inception to date: 100 (inception) → 110 → 121: 21%.
    const inception = timeWeightedReturn([
      { date: '2024-01-02', nav: 100 },
      { date: '2025-08-01', nav: 110 },
      { date: '2025-10-01', nav: 121 },
    ]);
    const percent = (result: typeof quarter) =>
      result.value?.cumulative.times(100).toDecimalPlaces(12).toString();
    expect(statement?.returns.quarter.toDecimalPlaces(12).toString()).toBe(percent(quarter));
    expect(statement?.returns.inceptionToDate.toDecimalPlaces(12).toString()).toBe(percent(inception));
    expect(statement?.returns.inceptionToDate.toString()).toBe('21');
  });

  it('lists what it lacks, the quarter-end NAV first', () => {
    const bare = { ...ada, quarterlyNavSnapshots: {}, inceptionNav: null };
    expect(investorStatement(bare, { ...request, closingNav: null }, NO_FEES)).toEqual({
      statement: null,
      missing: [QUARTER_END_NAV, 'quarter-start NAV', 'inception NAV'],
    });
    expect(investorStatement(ada, { ...request, closingNav: 0 }, NO_FEES).missing).toEqual([QUARTER_END_NAV]);
  });
});
