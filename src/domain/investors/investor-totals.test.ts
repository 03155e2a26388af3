import { describe, expect, it } from 'vitest';
import { fundTotals, investorTotals, readInvestment, type InvestmentRecordInput } from './investor-totals';

const totalsOf = (records: InvestmentRecordInput[], fees: { shares: string }[] = []) => {
  const totals = investorTotals(records, fees);
  return [totals.totalInvested.toFixed(), totals.totalShares.toFixed(), totals.investmentCount];
};

describe('investorTotals: totalInvested, totalShares, investmentCount', () => {
  it.each<[string, InvestmentRecordInput[], (string | number)[]]>([
    ['no investments', [], ['0', '0', 0]],
    [
      'an initial and an additional investment',
      [
        { amountInvested: 50000, sharesIssued: 316.984, type: 'Initial Investment' },
        { amountInvested: 10000, sharesIssued: 57.5243, type: 'Additional Investment' },
      ],
      ['60000', '374.5083', 2],
    ],
    [
      'a redemption is negative and reduces both totals',
      [
        { amountInvested: 50000, sharesIssued: 316.984 },
        { amountInvested: -15793.06, sharesIssued: -100.123, type: 'Redemption' },
      ],
      ['34206.94', '216.861', 2],
    ],
    [
      'the alternate names date, amount and navPrice',
      [
        { date: '2024-01-15', amount: 25000, navPrice: 150, sharesIssued: 166.667 },
        { date: '2024-04-15', amount: '5000', navPrice: '155', sharesIssued: '32.2581' },
      ],
      ['30000', '198.9251', 2],
    ],
    [
      'numeric text, as the database gives it',
      [{ amountInvested: '50000.00', sharesIssued: '316.984' }],
      ['50000', '316.984', 1],
    ],
    [
      'decimal sums without float drift',
      [
        { amountInvested: 0.1, sharesIssued: 0.1 },
        { amountInvested: 0.2, sharesIssued: 0.2 },
      ],
      ['0.3', '0.3', 2],
    ],
    [
      'a record without figures still counts, as 0',
      [{ investmentDate: '2025-01-01' }, { amountInvested: 'n/a', sharesIssued: null }],
      ['0', '0', 2],
    ],
  ])('%s', (_scenario, records, expected) => {
    expect(totalsOf(records)).toEqual(expected);
  });

  it('fee shares come off the shares and leave the amount invested alone', () => {
    // 316.984 − 2.32227 − 0.281545 = 314.380185 units; 50,000 invested as before.
    expect(
      totalsOf(
        [{ amountInvested: 50000, sharesIssued: 316.984 }],
        [{ shares: '2.32227' }, { shares: '0.281545' }],
      ),
    ).toEqual(['50000', '314.380185', 1]);
  });
});

describe('readInvestment', () => {
  it('reads the alternate names', () => {
    const record = readInvestment({
      date: '2024-01-15',
      amount: 25000,
      navPrice: 150,
      sharesIssued: 166.667,
    });
    expect({
      ...record,
      amountInvested: record.amountInvested.toFixed(),
      navAtEntry: record.navAtEntry?.toFixed(),
      sharesIssued: record.sharesIssued.toFixed(),
    }).toEqual({
      investmentDate: '2024-01-15',
      amountInvested: '25000',
      navAtEntry: '150',
      sharesIssued: '166.667',
      type: null,
    });
  });

  it("prefers the API's names when a record has both", () => {
    const record = readInvestment({
      investmentDate: '2025-07-01',
      date: '2020-01-01',
      amountInvested: 100,
      amount: 999,
      navAtEntry: 10,
      navPrice: 99,
      sharesIssued: 10,
    });
    expect([record.investmentDate, record.amountInvested.toFixed(), record.navAtEntry?.toFixed()]).toEqual([
      '2025-07-01',
      '100',
      '10',
    ]);
  });

  it('falls back to the alternate name when the API name is null', () => {
    expect(readInvestment({ amountInvested: null, amount: 5 }).amountInvested.toFixed()).toBe('5');
  });

  it('gives a null NAV when the record has none', () => {
    expect(readInvestment({ amountInvested: 5 }).navAtEntry).toBeNull();
  });
});

describe('fundTotals: the Investor Overview', () => {
  it.each([
    ['no investors', [], [0, '0', '0']],
    [
      'two investors, API numbers',
      [
        { totalShares: 316.984, totalInvested: 50000 },
        { totalShares: 216.861, totalInvested: 34206.94 },
      ],
      [2, '533.845', '84206.94'],
    ],
    [
      'an investor with nothing invested yet counts',
      [
        { totalShares: '0', totalInvested: '0' },
        { totalShares: '10.5', totalInvested: '1000' },
      ],
      [2, '10.5', '1000'],
    ],
  ])('%s', (_scenario, investors, expected) => {
    const totals = fundTotals(investors);
    expect([
      totals.investorCount,
      totals.outstandingShares.toFixed(),
      totals.totalInvested.toFixed(),
    ]).toEqual(expected);
  });
});
