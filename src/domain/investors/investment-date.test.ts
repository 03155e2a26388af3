import { describe, expect, it } from 'vitest';
import { investmentDateProblem, investmentDay } from './investment-date';

const today = '2025-09-30';

describe('an investment date: at most a year after today', () => {
  it.each([
    ['today', '2025-09-30', null],
    ['a year back', '2024-09-30', null],
    ['exactly a year ahead', '2026-09-30', null],
    ['a year and a day ahead', '2026-10-01', 'The investment date cannot be more than a year after today'],
    ['far ahead', '2100-12-31', 'The investment date cannot be more than a year after today'],
    ['a timestamp a year ahead', '2026-09-30T23:30:00-04:00', null],
  ])('%s', (_scenario, value, expected) => {
    expect(investmentDateProblem(value, today)).toBe(expected);
  });

  it('takes the written date of a timestamp', () => {
    expect(investmentDay('2025-09-30T23:30:00-04:00')).toBe('2025-09-30');
  });
});
