import { describe, expect, it } from 'vitest';
import { localToday } from './calendar';

describe('localToday', () => {
  it('gives the local calendar date, zero-padded', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localToday(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});
