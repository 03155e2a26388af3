import { describe, expect, it } from 'vitest';
import { quarterLabel, type Quarter } from '../quarters';
import {
  currentTradeQuarter,
  isInFuture,
  lastUpdatedSettingKey,
  parseLastUpdatedSettingKey,
  suggestedQuarterName,
  tradeQuarterList,
} from './trade-quarters';

const q = (quarter: 1 | 2 | 3 | 4, year: number): Quarter => ({ quarter, year });

describe('current quarter and the quarter list', () => {
  it.each<[string, Quarter[], string, string, string[], string]>([
    // name, known quarters, today, current, list, suggested next
    ['no quarters yet: the quarter of today', [], '2025-08-15', 'Q3 2025', ['Q3 2025'], 'Q4 2025'],
    [
      'the latest quarter, whatever today is',
      [q(2, 2025), q(4, 2025), q(3, 2025)],
      '2025-01-01',
      'Q4 2025',
      ['Q2 2025', 'Q3 2025', 'Q4 2025'],
      'Q1 2026',
    ],
    ['a year boundary', [q(4, 2024), q(1, 2025)], '2025-02-01', 'Q1 2025', ['Q4 2024', 'Q1 2025'], 'Q2 2025'],
    [
      'the sample list Q1 2024 to Q3 2025',
      [q(1, 2024), q(2, 2024), q(3, 2024), q(4, 2024), q(1, 2025), q(2, 2025), q(3, 2025)],
      '2025-09-01',
      'Q3 2025',
      ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025', 'Q3 2025'],
      'Q4 2025',
    ],
  ])('%s', (_name, known, today, current, list, next) => {
    const currentQuarter = currentTradeQuarter(known, today);
    expect(quarterLabel(currentQuarter)).toBe(current);
    expect(tradeQuarterList(known, today).map(quarterLabel)).toEqual(list);
    expect(suggestedQuarterName(currentQuarter)).toBe(next);
  });
});

describe("the 'Last updated' setting", () => {
  it.each<[string, Quarter | null]>([
    ['trade_log_last_updated_Q3_2025', q(3, 2025)],
    ['trade_log_last_updated_Q1_2026', q(1, 2026)],
    ['trade_log_last_updated_Q3 2025', null],
    ['trade_log_last_updated_Q5_2025', null],
    ['trade_log_last_updated_', null],
    ['something_else_Q3_2025', null],
  ])('reads the key %j', (key, quarter) => {
    expect(parseLastUpdatedSettingKey(key)).toEqual(quarter);
  });

  it('writes the key of a quarter', () => {
    expect(lastUpdatedSettingKey(q(3, 2025))).toBe('trade_log_last_updated_Q3_2025');
  });

  const now = new Date(2025, 8, 30, 12, 0, 0);
  it.each<[string, string, boolean]>([
    ['today', '2025-09-30', false],
    ['yesterday', '2025-09-29', false],
    ['tomorrow', '2025-10-01', true],
    ['later today on the wall clock', '2025-09-30T23:00:00', false],
    ['an instant a minute from now is clock skew', new Date(now.getTime() + 30_000).toISOString(), false],
    ['an instant an hour from now', new Date(now.getTime() + 3_600_000).toISOString(), true],
  ])('%s is in the future: %s', (_name, value, future) => {
    expect(isInFuture(value, now, '2025-09-30')).toBe(future);
  });
});
