import { describe, expect, it } from 'vitest';
import {
  investorShareRows,
  metricsOutstandingShares,
  recentInvestorRows,
  shareDistributionRows,
  totalValueWithoutLeverage,
} from './share-distribution';

const investor = (id: number, totalShares: number | string, totalInvested: number | string = 0) => ({
  id,
  name: `Investor ${id}`,
  email: `investor${id}@example.com`,
  totalInvested,
  totalShares,
  investmentCount: 1,
});

describe('investorShareRows: ownership of the whole fund', () => {
  it('gives each investor shares / all shares in percent', () => {
    const rows = investorShareRows([investor(1, 250), investor(2, 750)]);
    expect(rows.map((row) => row.ownershipPercent.toString())).toEqual(['25', '75']);
  });

  it('reads numeric text exactly', () => {
    const [row] = investorShareRows([investor(1, '316.984', '50000.00')]);
    expect(row?.totalShares.toString()).toBe('316.984');
    expect(row?.totalInvested.toString()).toBe('50000');
    expect(row?.ownershipPercent.toString()).toBe('100');
  });

  it('gives 0 percent to everyone while the fund has no shares', () => {
    const rows = investorShareRows([investor(1, 0), investor(2, 0)]);
    expect(rows.map((row) => row.ownershipPercent.toString())).toEqual(['0', '0']);
  });
});

describe('recentInvestorRows: the first five, ownership of all', () => {
  const seven = [1, 2, 3, 4, 5, 6, 7].map((id) => investor(id, 100));

  it.each([
    ['seven investors show the first five', seven, 5, [1, 2, 3, 4, 5]],
    ['fewer than five show them all', seven.slice(0, 2), 5, [1, 2]],
    ['no investors show none', [], 5, []],
    ['a count of 0 shows none', seven, 0, []],
  ])('%s', (_scenario, investors, count, ids) => {
    expect(recentInvestorRows(investors, count).map((row) => row.id)).toEqual(ids);
  });

  it('measures ownership against every investor, not the five shown', () => {
    const rows = recentInvestorRows(seven);
    expect(rows[0]?.ownershipPercent.toFixed(6)).toBe('14.285714');
  });
});

describe('metricsOutstandingShares', () => {
  it.each([
    ['investors loaded', [investor(1, '100.5'), investor(2, '200.25')], '300.75', false],
    ['no investors yet', [], '0', false],
    ['investors unavailable: the fallback', null, '548022.45', true],
  ] as const)('%s', (_scenario, investors, shares, fallback) => {
    const result = metricsOutstandingShares(investors);
    expect(result.shares.toString()).toBe(shares);
    expect(result.fallback).toBe(fallback);
  });
});

describe('totalValueWithoutLeverage = outstanding shares x current NAV', () => {
  it.each([
    ['the fallbacks', 548022.45, 173.84, '95268222.708'],
    ['no shares', 0, 173.84, '0'],
    ['decimal text', '0.1', '3', '0.3'],
  ])('%s', (_scenario, shares, nav, expected) => {
    expect(totalValueWithoutLeverage(shares, nav).toString()).toBe(expected);
  });
});

describe('shareDistributionRows: shares, ownership and value at the current NAV', () => {
  it('values each holding at shares x NAV', () => {
    const rows = shareDistributionRows([investor(1, '316.984'), investor(2, '100')], '173.84');
    expect(rows.map((row) => [row.ownershipPercent.toFixed(3), row.value?.toString()])).toEqual([
      ['76.018', '55104.49856'],
      ['23.982', '17384'],
    ]);
  });

  it('has no values while the NAV is unknown', () => {
    expect(shareDistributionRows([investor(1, 10)], null)[0]?.value).toBeNull();
  });
});
