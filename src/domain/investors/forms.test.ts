import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateNewInvestorShares,
  canSaveNewInvestor,
  newInvestorPayload,
  previewSharesTransaction,
  sharesTransactionPayload,
  type SharesTransactionInput,
} from './forms';
import { investmentCreateSchema, investorWithInvestmentCreateSchema } from './schemas';
import { sharesIssued } from './shares';

const NUMBERS_INVALID = 'Please enter valid numbers for NAV and investment amount';

describe('New Investor Share Calculator: calculate', () => {
  it.each([
    ['the calculator defaults', '157.736681', '50000', '316.984'],
    ['numbers rather than text', 157.736681, 50000, '316.984'],
    ['a NAV typed with spaces', ' 173.84 ', '250000', '1438.1'],
    ['a small amount', '157.736681', '0.01', '0.0000633968'],
  ])('%s: NAV %s, amount %s -> %s shares', (_scenario, navPrice, amount, shares) => {
    const result = calculateNewInvestorShares({ navPrice, amount });
    expect(result.ok && result.value.shares.toFixed()).toBe(shares);
  });

  it.each([
    ['a blank NAV', '', '50000'],
    ['a blank amount', '157.736681', ''],
    ['a text NAV', 'abc', '50000'],
    ['a text amount', '157.736681', 'fifty'],
    ['a zero NAV', '0', '50000'],
    ['a negative NAV', '-157.736681', '50000'],
    ['a zero amount', '157.736681', '0'],
    ['a negative amount', '157.736681', '-50000'],
  ])('%s: "Please enter valid numbers for NAV and investment amount"', (_scenario, navPrice, amount) => {
    expect(calculateNewInvestorShares({ navPrice, amount })).toEqual({ ok: false, error: NUMBERS_INVALID });
  });
});

describe('New Investor Share Calculator: save', () => {
  const calculated = calculateNewInvestorShares({ navPrice: '157.736681', amount: '50000' });
  const calculation = calculated.ok ? calculated.value : null;

  it.each([
    [
      'shares not calculated, even with a name and e-mail',
      'Ada',
      'ada@fund.test',
      null,
      'Please calculate shares first',
    ],
    ['shares not calculated and nothing typed', '', '', null, 'Please calculate shares first'],
    [
      'a blank name',
      '',
      'ada@fund.test',
      calculation,
      'Please enter investor name and email to save to database',
    ],
    ['a blank e-mail', 'Ada', '', calculation, 'Please enter investor name and email to save to database'],
    [
      'a name of spaces',
      '   ',
      'ada@fund.test',
      calculation,
      'Please enter investor name and email to save to database',
    ],
    ['an e-mail without a domain', 'Ada', 'ada@', calculation, 'Please enter a valid email address'],
    ['a name with a tab', 'Ada\tL', 'ada@fund.test', calculation, 'Name contains a control character'],
    [
      'a name of 201 characters',
      'n'.repeat(201),
      'ada@fund.test',
      calculation,
      'Name must be at most 200 characters',
    ],
  ])('%s', (_scenario, name, email, calc, error) => {
    expect(newInvestorPayload({ name, email, calculation: calc, investmentDate: '2025-09-30' })).toEqual({
      ok: false,
      error,
    });
  });

  it('builds the one-transaction payload, exact figures as text, which the API schema accepts', () => {
    const result = newInvestorPayload({
      name: ' Ada Lovelace ',
      email: ' ada@fund.test ',
      calculation,
      investmentDate: '2025-09-30',
      quarter: 'Q3_2025',
    });
    const expected = {
      name: 'Ada Lovelace',
      email: 'ada@fund.test',
      investmentDate: '2025-09-30',
      amountInvested: '50000',
      navAtEntry: '157.736681',
      sharesIssued: '316.984',
      quarter: 'Q3_2025',
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(investorWithInvestmentCreateSchema.safeParse(expected).success).toBe(true);
  });

  it.each([
    ['name and e-mail, idle', 'Ada', 'ada@fund.test', false, true],
    ['a blank name', '', 'ada@fund.test', false, false],
    ['a blank e-mail', 'Ada', '  ', false, false],
    ['a save running', 'Ada', 'ada@fund.test', true, false],
  ])('the save button with %s is enabled: %s', (_scenario, name, email, saving, enabled) => {
    expect(canSaveNewInvestor({ name, email, saving })).toBe(enabled);
  });
});

describe('Investor Shares Management: preview', () => {
  const base: SharesTransactionInput = {
    investorId: 7,
    ownedShares: '100',
    navPrice: '157.736681',
    shares: '10',
    direction: 'add',
  };

  it.each<[string, Partial<SharesTransactionInput>, string]>([
    ['no investor selected', { investorId: null }, 'Please select an investor'],
    [
      'no investor selected (undefined)',
      { investorId: undefined, navPrice: '' },
      'Please select an investor',
    ],
    ['a blank NAV', { navPrice: '' }, 'Please enter valid numbers for both fields'],
    ['a blank share count', { shares: '' }, 'Please enter valid numbers for both fields'],
    ['a zero NAV', { navPrice: '0' }, 'Please enter valid numbers for both fields'],
    ['a zero share count', { shares: '0' }, 'Please enter valid numbers for both fields'],
    ['a text share count', { shares: 'ten' }, 'Please enter valid numbers for both fields'],
    [
      'a negative share count (the direction says remove)',
      { shares: '-5' },
      'Please enter valid numbers for both fields',
    ],
    [
      'removing more than owned',
      { direction: 'remove', shares: '100.001' },
      'Cannot remove more shares than investor owns',
    ],
    [
      'removing from an investor with no shares',
      { direction: 'remove', ownedShares: 0, shares: '1' },
      'Cannot remove more shares than investor owns',
    ],
  ])('%s', (_scenario, change, error) => {
    expect(previewSharesTransaction({ ...base, ...change })).toEqual({ ok: false, error });
  });

  it.each<[string, Partial<SharesTransactionInput>, [string, string, string]]>([
    [
      'adding rounds the count to 6 significant digits',
      { shares: '10.1234567' },
      ['10.1235', '1596.8472901035', '110.1235'],
    ],
    [
      'removing gives negative shares and amount',
      { direction: 'remove', shares: '100.123', ownedShares: '200' },
      ['-100.123', '-15793.069711763', '99.877'],
    ],
    ['removing everything', { direction: 'remove', shares: '100' }, ['-100', '-15773.6681', '0']],
    [
      'a removal that rounds down to what is owned',
      { direction: 'remove', shares: '100.0000004' },
      ['-100', '-15773.6681', '0'],
    ],
  ])('%s', (_scenario, change, [shares, amount, resulting]) => {
    const result = previewSharesTransaction({ ...base, ...change });
    expect(
      result.ok && [
        result.value.shares.toFixed(),
        result.value.amount.toFixed(),
        result.value.resultingShares.toFixed(),
      ],
    ).toEqual([shares, amount, resulting]);
  });

  it("builds a payload the API accepts and whose shares agree with the server's amount / NAV", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 11n }),
        fc.constantFrom<'add' | 'remove'>('add', 'remove'),
        (micros, navMicros, direction) => {
          const shares = new Decimal(micros.toString()).div(1e6);
          const navPrice = new Decimal(navMicros.toString()).div(1e6);
          const preview = previewSharesTransaction({
            ...base,
            ownedShares: '1e7',
            navPrice,
            shares,
            direction,
          });
          if (!preview.ok) return;
          const payload = sharesTransactionPayload(preview.value, '2025-09-30');
          expect(investmentCreateSchema.safeParse(payload).success).toBe(true);
          const expected = sharesIssued(payload.amountInvested, payload.navAtEntry);
          expect(new Decimal(payload.sharesIssued).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
