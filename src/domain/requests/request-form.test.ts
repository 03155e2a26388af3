import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { redemptionLimitProblem } from './limits';
import { REDEMPTION_NEEDS_FIGURE, SUBSCRIPTION_NEEDS_AMOUNT } from './messages';
import { requestBody, type RequestForm } from './request-form';
import { requestCreateSchema } from './schemas';

const form = (values: Partial<RequestForm>): RequestForm => ({
  kind: 'redemption',
  by: 'amount',
  amount: '',
  shares: '',
  note: '',
  ...values,
});

describe('requestBody: what the portal sends', () => {
  it.each([
    [
      { kind: 'subscription', amount: ' 5000 ', shares: '3' },
      { kind: 'subscription', amount: '5000' },
    ],
    [
      { by: 'amount', amount: '2500', shares: '10' },
      { kind: 'redemption', amount: '2500' },
    ],
    [
      { by: 'shares', amount: '2500', shares: '10' },
      { kind: 'redemption', shares: '10' },
    ],
    [
      { kind: 'subscription', amount: '1', note: '  wire on Monday ' },
      { kind: 'subscription', amount: '1', note: 'wire on Monday' },
    ],
  ] as const)('%j sends %j', (values, body) => {
    expect(requestBody(form(values as Partial<RequestForm>))).toEqual(body);
  });

  it('leaves a blank figure for the schema to refuse in the words the server uses', () => {
    const blank = (values: Partial<RequestForm>) => requestCreateSchema.safeParse(requestBody(form(values)));
    expect(blank({ kind: 'subscription' }).error?.issues[0]?.message).toBe(
      'Please enter an amount of at least $0.01',
    );
    expect(requestCreateSchema.safeParse({ kind: 'subscription' }).error?.issues[0]?.message).toBe(
      SUBSCRIPTION_NEEDS_AMOUNT,
    );
    expect(requestCreateSchema.safeParse({ kind: 'redemption' }).error?.issues[0]?.message).toBe(
      REDEMPTION_NEEDS_FIGURE,
    );
  });
});

describe('redemptionLimitProblem: at most the available shares', () => {
  const d = (value: string) => new Decimal(value);
  it.each([
    // asked, available, NAV → problem (null: allowed)
    [{ shares: '100' }, '100', '150', null], // all of them
    [
      { shares: '100.001' },
      '100',
      '150',
      'You can redeem at most 100 shares: the shares you hold less those in pending redemptions.',
    ],
    [{ amount: '15000' }, '100', '150', null], // 15,000 / 150 = 100 shares
    [
      { amount: '15000.01' }, // 100.0000667 → 100 shares at 6 digits: allowed, as the approval would book
      '100',
      '150',
      null,
    ],
    [
      { amount: '15010' }, // 100.067 shares > 100; 100 shares x 150 = 15,000
      '100',
      '150',
      'You can redeem at most 100 shares (about $15,000.00 at the NAV per unit of $150.00): the shares you hold less those in pending redemptions.',
    ],
    [
      { amount: '1' },
      '0',
      null,
      'You can redeem at most 0 shares: the shares you hold less those in pending redemptions.',
    ],
  ] as const)('%j of %s available at %s: %s', (asked, available, nav, problem) => {
    const request = {
      kind: 'redemption' as const,
      amount: 'amount' in asked ? d(asked.amount) : null,
      shares: 'shares' in asked ? d(asked.shares) : null,
    };
    expect(redemptionLimitProblem(request, d(available), nav === null ? null : d(nav))).toBe(problem);
  });
});
