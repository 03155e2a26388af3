import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import {
  compareQuarters,
  nextQuarter,
  parseQuarter,
  previousQuarter,
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
    ['2025-01-01', { quarter: 1, year: 2025 }],
    ['2025-03-31', { quarter: 1, year: 2025 }],
    ['2025-04-01', { quarter: 2, year: 2025 }],
    ['2025-06-30', { quarter: 2, year: 2025 }],
    ['2025-07-01', { quarter: 3, year: 2025 }],
    ['2025-09-30', { quarter: 3, year: 2025 }],
    ['2025-10-01', { quarter: 4, year: 2025 }],
    ['2025-12-31', { quarter: 4, year: 2025 }],
  ])('%s is %j', (day, expected) => {
    expect(quarterOf(day)).toEqual(expected);
  });

  it.each(['2025-09-30T10:00:00', 'Sep 30, 2025', ''])('refuses %j: today is a YYYY-MM-DD', (text) => {
    expect(() => quarterOf(text)).toThrow(RangeError);
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
    [{ quarter: 3, year: 2025 } as Quarter, { quarter: 4, year: 2025 }, { quarter: 2, year: 2025 }],
  ])('after %j comes %j, before it %j', (quarter, next, previous) => {
    expect(nextQuarter(quarter)).toEqual(next);
    expect(previousQuarter(quarter)).toEqual(previous);
    expect(nextQuarter(previous as Quarter)).toEqual(quarter);
  });

  it.each([
    ['Q4_2024', 'Q1_2025', -1],
    ['Q1_2025', 'Q4_2024', 1],
    ['Q2_2025', 'Q2_2025', 0],
    ['Q4_2025', 'Q1_2026', -1],
    // Text order would put Q1_2026 before Q4_2025, and Q10 could never exist: the order is numeric.
    ['Q1_2026', 'Q4_2025', 1],
    ['Q3_1999', 'Q1_2000', -1],
  ])('compareQuarters(%s, %s) has the sign %i', (a, b, sign) => {
    expect(Math.sign(compareQuarters(parseQuarter(a)!, parseQuarter(b)!))).toBe(sign);
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

  it('next and previous move one step in the order, and undo each other', () => {
    fc.assert(
      fc.property(quarterArb, (quarter) => {
        expect(compareQuarters(quarter, nextQuarter(quarter))).toBeLessThan(0);
        expect(compareQuarters(previousQuarter(quarter), quarter)).toBeLessThan(0);
        expect(previousQuarter(nextQuarter(quarter))).toEqual(quarter);
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
        const { start, end } = quarterDays(quarter);
        expect(addDays(quarterDays(nextQuarter(quarter)).start, -1)).toBe(end);
        expect(quarterOf(start)).toEqual(quarter);
        expect(quarterOf(end)).toEqual(quarter);
      }),
    );
  });
});
