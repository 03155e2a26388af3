import { describe, expect, it } from 'vitest';
import { indexComparison, INDEX_REASONS, priceOn, type IndexDay } from './index-comparison';

const DAYS: IndexDay[] = [
  { date: '2025-01-02', price: 400 },
  { date: '2025-06-30', price: 420 },
  { date: '2026-01-02', price: 440 },
];

describe('priceOn', () => {
  it.each([
    ['before the sheet starts: its first price', '2024-12-31', 400],
    ['on a day of the sheet', '2025-06-30', 420],
    ['between days: the last one before', '2025-12-31', 420],
    ['after the sheet ends: its last price', '2026-05-01', 440],
  ])('%s', (_name, date, price) => {
    expect(priceOn(DAYS, date)).toBe(price);
  });

  it('is null without prices', () => {
    expect(priceOn([], '2025-01-01')).toBeNull();
  });
});

describe('indexComparison', () => {
  it('one contribution: both returns are the index growth over the same dates', () => {
    const result = indexComparison([{ date: '2025-01-02', amount: -1000 }], DAYS, '2026-01-02');
    expect(result.timeWeighted.value?.cumulative.toFixed()).toBe('0.1');
    expect(result.moneyWeighted.rate).toBeCloseTo(0.1, 6);
  });

  it('a later contribution at a higher price earns less money-weighted than time-weighted', () => {
    const result = indexComparison(
      [
        { date: '2025-01-02', amount: -1000 },
        { date: '2025-06-30', amount: -1000 },
      ],
      DAYS,
      '2026-01-02',
    );
    expect(result.timeWeighted.value?.cumulative.toFixed()).toBe('0.1');
    expect(result.moneyWeighted.rate).toBeGreaterThan(0);
    expect(result.moneyWeighted.rate!).toBeLessThan(0.1);
  });

  it('a redemption sells index units at its day price', () => {
    const result = indexComparison(
      [
        { date: '2025-01-02', amount: -1000 },
        { date: '2025-06-30', amount: 1050 },
      ],
      DAYS,
      '2026-01-02',
    );
    // Everything was redeemed at +5% half a year in; nothing is left at the end.
    expect(result.moneyWeighted.rate).toBeCloseTo(1.05 ** (365 / 179) - 1, 6);
  });

  it('says why when the index has no prices', () => {
    const result = indexComparison([{ date: '2025-01-02', amount: -1000 }], [], '2026-01-02');
    expect(result.timeWeighted.reason).toBe(INDEX_REASONS.noPrices);
    expect(result.moneyWeighted.reason).toBe(INDEX_REASONS.noPrices);
  });
});
