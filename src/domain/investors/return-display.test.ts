import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatOwnership3, formatReturn3, RETURN_NOT_AVAILABLE } from './return-display';

describe('formatReturn3', () => {
  it.each<[string, Decimal.Value | null, string]>([
    ['a gain', '8.6876', '+8.688%'],
    ['a half rounds up', '8.6705', '+8.671%'],
    ['a loss', '-1.2345', '-1.235%'],
    ['a loss that rounds to zero', '-0.0001', '+0.000%'],
    ['zero', 0, '+0.000%'],
    ['thousands', new Decimal('1234.5'), '+1,234.500%'],
    ['a missing start NAV', null, RETURN_NOT_AVAILABLE],
  ])('%s: %s reads %s', (_scenario, value, text) => {
    expect(formatReturn3(value)).toBe(text);
  });
});

describe('formatOwnership3', () => {
  it.each([
    ['24.0690372', '24.069%'],
    [100, '100.000%'],
    [0, '0.000%'],
  ])('%s reads %s', (value, text) => {
    expect(formatOwnership3(value)).toBe(text);
  });
});
