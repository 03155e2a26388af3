import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesIssued } from '../investors/shares';
import { availableShares, bookedFigures, requestShares, type RequestedFigures } from './figures';

const d = (value: string | null) => (value === null ? null : new Decimal(value));
const request = (kind: RequestedFigures['kind'], amount: string | null, shares: string | null) => ({
  kind,
  amount: d(amount),
  shares: d(shares),
});

describe('bookedFigures: the record an approval writes', () => {
  it.each([
    // kind, amount, shares, NAV → booked amount, booked shares: the arithmetic
    ['subscription', '10000', null, '125', '10000', '80'], // 10,000 / 125 = 80
    ['subscription', '50000', null, '157.736681', '50000', '316.984'], // 316.98404... to 6 digits
    ['redemption', '2500', null, '125', '-2500', '-20'], // -2,500 / 125 = -20
    ['redemption', '1000', null, '3', '-1000', '-333.333'], // -333.3333... to 6 digits
    ['redemption', null, '20', '125', '-2500', '-20'], // -20 x 125 = -2,500
    ['redemption', null, '10.5', '157.736681', '-1656.2351505', '-10.5'], // 10.5 x 157.736681, unrounded
    ['redemption', null, '0.000001', '100', '-0.0001', '-0.000001'], // a millionth of a share
  ])(
    '%s of %s / %s shares at %s books %s and %s',
    (kind, amount, shares, nav, bookedAmount, bookedShares) => {
      const booked = bookedFigures(request(kind as RequestedFigures['kind'], amount, shares), nav);
      expect(booked.amount.toFixed()).toBe(bookedAmount);
      expect(booked.shares.toFixed()).toBe(bookedShares);
    },
  );

  it('books shares that the investment rule gives back from the amount (the server re-checks them)', () => {
    const sixDigits = fc
      .tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: -6, max: 5 }))
      .map(([digits, exponent]) => new Decimal(digits).times(new Decimal(10).pow(exponent)));
    const nav = fc.integer({ min: 1, max: 10_000_000_000 }).map((micro) => new Decimal(micro).div(1_000_000));
    fc.assert(
      fc.property(sixDigits, nav, fc.boolean(), (shares, navValue, inShares) => {
        const figures = inShares
          ? request('redemption', null, shares.toFixed())
          : request('redemption', shares.times(7).toFixed(), null);
        const booked = bookedFigures(figures, navValue);
        expect(sharesIssued(booked.amount, navValue).equals(booked.shares)).toBe(true);
        expect(booked.amount.isNegative() && booked.shares.isNegative()).toBe(true);
      }),
    );
  });
});

describe('availableShares: held less the pending redemptions', () => {
  it.each([
    // held, pending redemptions, NAV → available: the arithmetic
    ['120', [], '150', '120'], // nothing pending
    ['120', [['redemption', null, '20']], '150', '100'], // 120 - 20
    ['120', [['redemption', '3000', null]], '150', '100'], // 3,000 / 150 = 20; 120 - 20
    // 1,000 / 3 = 333.333 shares, + 0.5 = 333.833, more than the 120 held: none left, never below 0
    [
      '120',
      [
        ['redemption', '1000', null],
        ['redemption', null, '0.5'],
      ],
      '3',
      '0',
    ],
    [
      '100',
      [
        ['redemption', null, '60'],
        ['redemption', null, '40'],
      ],
      '150',
      '0',
    ], // 100 - 60 - 40
    ['0', [], '150', '0'], // nothing held
  ])('%s held, pending %j, NAV %s: %s', (held, pending, nav, expected) => {
    const requests = (pending as [string, string | null, string | null][]).map(([kind, amount, shares]) =>
      request(kind as RequestedFigures['kind'], amount, shares),
    );
    expect(availableShares(held, requests, nav).toFixed()).toBe(expected);
  });

  it('values a pending amount at the NAV given', () => {
    expect(requestShares(request('redemption', '1500', null), '150').toFixed()).toBe('10');
    expect(requestShares(request('redemption', '1500', null), '100').toFixed()).toBe('15');
    expect(requestShares(request('redemption', null, '7'), '100').toFixed()).toBe('7');
  });
});
