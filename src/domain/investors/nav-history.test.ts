import { describe, expect, it } from 'vitest';
import { quarterlyNavHistory } from './nav-history';

describe('quarterlyNavHistory', () => {
  it('lists the newest quarter first, across years', () => {
    const rows = quarterlyNavHistory({ Q3_2025: 176.4, Q1_2024: 120, Q4_2024: 150.5, Q2_2025: 162.3 });
    expect(rows.map((row) => [row.key, row.label, row.nav])).toEqual([
      ['Q3_2025', 'Q3 2025', 176.4],
      ['Q2_2025', 'Q2 2025', 162.3],
      ['Q4_2024', 'Q4 2024', 150.5],
      ['Q1_2024', 'Q1 2024', 120],
    ]);
  });

  it.each([
    ['no snapshots', {}, []],
    ['a key that is not a quarter', { Q5_2025: 1, latest: 2, Q1_2025: 3 }, ['Q1_2025']],
    ['a value that is not a number', { Q1_2025: Number.NaN, Q2_2025: 4 }, ['Q2_2025']],
  ])('with %s', (_scenario, snapshots: Record<string, number>, keys) => {
    expect(quarterlyNavHistory(snapshots).map((row) => row.key)).toEqual(keys);
  });
});
