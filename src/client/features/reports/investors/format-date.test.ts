import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it.each([
    ['2025-09-30', 'Sep 30, 2025'],
    ['2026-01-05', 'Jan 5, 2026'],
    ['not a date', 'not a date'],
  ])('%s reads %s', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it('shows a timestamp on its local day', () => {
    const stamp = new Date(2026, 10, 22, 12, 0, 0).toISOString();
    expect(formatDate(stamp)).toBe('Nov 22, 2026');
  });
});
