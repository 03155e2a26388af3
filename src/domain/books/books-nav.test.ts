import { describe, expect, it } from 'vitest';
import { booksNavNote, navHistoryRowNote } from './books-nav';

describe("the books' NAV, named", () => {
  it.each([
    [{ date: '2026-09-30', source: 'nav_history' }, 'NAV at Sep 30, 2026 from the NAV history'],
    [{ date: '2025-04-01', source: 'record' }, 'NAV at Apr 1, 2025 from an investment record'],
    [{ date: '2025-12-31', source: 'fee_run' }, 'NAV at Dec 31, 2025 from a posted fee run'],
  ] as const)('%j: %s', (nav, text) => {
    expect(booksNavNote(nav)).toBe(text);
  });

  it.each([
    ['Q4_2026', 'Start (Q3 2026 end, Sep 30, 2026)'],
    ['Q1_2026', 'Start (Q4 2025 end, Dec 31, 2025)'],
    ['nonsense', ''],
  ])('a NAV history row %s is %s', (key, text) => {
    expect(navHistoryRowNote(key)).toBe(text);
  });
});
