import { describe, expect, it } from 'vitest';
import { requestSummary } from './labels';

describe('requestSummary', () => {
  it.each([
    [{ kind: 'subscription', amount: 5000, shares: null }, 'Subscription of $5,000.00'],
    [{ kind: 'redemption', amount: 1234.5, shares: null }, 'Redemption of $1,234.50'],
    [{ kind: 'redemption', amount: null, shares: 20 }, 'Redemption of 20 shares'],
    [{ kind: 'redemption', amount: null, shares: 1 }, 'Redemption of 1 share'],
    [{ kind: 'redemption', amount: null, shares: 12345.6 }, 'Redemption of 12,345.6 shares'],
    [{ kind: 'redemption', amount: null, shares: 0.0000633968 }, 'Redemption of 0.0000633968 shares'],
  ] as const)('%j reads %s', (request, text) => {
    expect(requestSummary(request)).toBe(text);
  });
});
