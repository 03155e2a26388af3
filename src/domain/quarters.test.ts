import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareQuarters,
  nextQuarter,
  parseQuarter,
  quarterDays,
  quarterKey,
  quarterLabel,
  quarterOf,
  sortQuarters,
  type Quarter,
} from './quarters';

const quarterArb = fc.record({
  quarter: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  year: fc.integer({ min: 1000, max: 9998 }),
});

describe('quarterOf', () => {
  it.each([
    [new Date(2025, 0, 1), { quarter: 1, year: 2025 }],
    [new Date(2025, 2, 31, 23, 59), { quarter: 1, year: 2025 }],
    [new Date(2025, 3, 1), { quarter: 2, year: 2025 }],
    [new Date(2025, 5, 30), { quarter: 2, year: 2025 }],
    [new Date(2025, 6, 1), { quarter: 3, year: 2025 }],
    [new Date(2025, 8, 30), { quarter: 3, year: 2025 }],
    [new Date(2025, 9, 1), { quarter: 4, year: 2025 }],
    [new Date(2025, 11, 31, 23, 59), { quarter: 4, year: 2025 }],
  ])('%s is %j', (date, expected) => {
    expect(quarterOf(date)).toEqual(expected);
  });
});

describe('quarter text', () => {
  it.each([
    [{ quarter: 3, year: 2025 } as Quarter, 'Q3_2025', 'Q3 2025'],
    [{ quarter: 1, year: 2026 } as Quarter, 'Q1_2026', 'Q1 2026'],
  ])('%j has key %s and label %s', (quarter, key, label) => {
    expect(quarterKey(quarter)).toBe(key);
    expect(quarterLabel(quarter)).toBe(label);
  });

  it.each([
    ['Q3 2025', { quarter: 3, year: 2025 }],
    ['Q3_2025', { quarter: 3, year: 2025 }],
    ['Q1 1999', { quarter: 1, year: 1999 }],
    ['Q4_2030', { quarter: 4, year: 2030 }],
    ['Q5 2025', null],
    ['Q0 2025', null],
    ['q3 2025', null],
    ['Q3 25', null],
    ['Q3 20255', null],
    ['Q3-2025', null],
    ['Q32025', null],
    ['Q3  2025', null],
    [' Q3 2025', null],
    ['Q3 2025 ', null],
    ['', null],
  ])('parseQuarter(%j) is %j', (text, expected) => {
    expect(parseQuarter(text)).toEqual(expected);
  });

  it('reads back its own key and label', () => {
    fc.assert(
      fc.property(quarterArb, (quarter) => {
        expect(parseQuarter(quarterKey(quarter))).toEqual(quarter);
        expect(parseQuarter(quarterLabel(quarter))).toEqual(quarter);
      }),
    );
  });
});

describe('quarter order', () => {
  it.each([
    [{ quarter: 1, year: 2025 } as Quarter, { quarter: 2, year: 2025 }, { quarter: 4, year: 2024 }],
    [{ quarter: 4, year: 2025 } as Quarter, { quarter: 1, year: 2026 }, { quarter: 3, year: 2025 }],
  ])('after %j comes %j, before it %j', (quarter, next, previous) => {
    expect(nextQuarter(quarter)).toEqual(next);
    expect(nextQuarter(previous as Quarter)).toEqual(quarter);
  });

  it('sorts oldest first without touching the input', () => {
    const input: Quarter[] = [
      { quarter: 1, year: 2026 },
      { quarter: 4, year: 2024 },
      { quarter: 2, year: 2025 },
      { quarter: 1, year: 2025 },
    ];
    expect(sortQuarters(input).map(quarterKey)).toEqual(['Q4_2024', 'Q1_2025', 'Q2_2025', 'Q1_2026']);
    expect(input.map(quarterKey)).toEqual(['Q1_2026', 'Q4_2024', 'Q2_2025', 'Q1_2025']);
  });

  it('next moves one step in the order', () => {
    fc.assert(
      fc.property(quarterArb, (quarter) => {
        expect(compareQuarters(quarter, nextQuarter(quarter))).toBeLessThan(0);
        expect(compareQuarters(quarter, { ...quarter })).toBe(0);
      }),
    );
  });
});

describe('quarterDays', () => {
  it.each<[Quarter, string, string]>([
    [{ quarter: 1, year: 2024 }, '2024-01-01', '2024-03-31'],
    [{ quarter: 2, year: 2025 }, '2025-04-01', '2025-06-30'],
    [{ quarter: 3, year: 2025 }, '2025-07-01', '2025-09-30'],
    [{ quarter: 4, year: 2025 }, '2025-10-01', '2025-12-31'],
  ])('%o runs from %s to %s', (quarter, start, end) => {
    expect(quarterDays(quarter)).toEqual({ start, end });
  });

  it('ends the day before the next quarter starts', () => {
    fc.assert(
      fc.property(quarterArb, (quarter) => {
        const { end } = quarterDays(quarter);
        const next = new Date(`${quarterDays(nextQuarter(quarter)).start}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() - 1);
        expect(next.toISOString().slice(0, 10)).toBe(end);
      }),
    );
  });
});
