import { describe, expect, it } from 'vitest';
import {
  investmentCreateSchema,
  investorCreateSchema,
  investorUpdateSchema,
  investorWithInvestmentCreateSchema,
  navDataBodySchema,
  navDataQuerySchema,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const investment = {
  investorId: 1,
  investmentDate: '2025-09-30',
  amountInvested: 50000,
  navAtEntry: 157.736681,
  sharesIssued: 316.984,
};

describe('investmentCreateSchema', () => {
  it.each([
    ['numbers', {}],
    ['decimal text', { amountInvested: '50000.00', navAtEntry: '157.736681', sharesIssued: '316.984' }],
    ['a redemption', { amountInvested: -15793.06, sharesIssued: -100.123, type: 'Redemption' }],
    ['an ISO timestamp as the date', { investmentDate: '2025-09-30T14:22:00.000Z' }],
    ['an amount just below 10^12', { amountInvested: '999999999999.99' }],
    ['a NAV just below 10^9', { navAtEntry: '999999999.999999' }],
    ['shares just below 10^12', { sharesIssued: '-999999999999.999999' }],
    ['a timestamp with an offset', { investmentDate: '2025-09-30T22:00:00-04:00' }],
  ])('accepts %s', (_scenario, change) => {
    expect(investmentCreateSchema.safeParse({ ...investment, ...change }).success).toBe(true);
  });

  it.each([
    ['no investor', { investorId: undefined }, 'Please select an investor'],
    ['investor id 0', { investorId: 0 }, 'Please select an investor'],
    ['investor id as text', { investorId: '1' }, 'Please select an investor'],
    ['a text amount', { amountInvested: 'abc' }, 'Please enter valid numbers for NAV and investment amount'],
    ['a zero amount', { amountInvested: 0 }, 'Please enter valid numbers for NAV and investment amount'],
    [
      'a trillion and one',
      { amountInvested: 1e12 + 1 },
      'Please enter valid numbers for NAV and investment amount',
    ],
    ['exactly 10^12', { amountInvested: 1e12 }, 'Please enter valid numbers for NAV and investment amount'],
    [
      'a NAV of exactly 10^9',
      { navAtEntry: 1e9 },
      'Please enter valid numbers for NAV and investment amount',
    ],
    ['exactly 10^12 shares', { sharesIssued: '1000000000000' }, 'Please enter a valid number of shares'],
    ['a zero NAV', { navAtEntry: 0 }, 'Please enter valid numbers for NAV and investment amount'],
    ['a negative NAV', { navAtEntry: -1 }, 'Please enter valid numbers for NAV and investment amount'],
    ['a missing NAV', { navAtEntry: undefined }, 'Please enter valid numbers for NAV and investment amount'],
    ['zero shares', { sharesIssued: 0 }, 'Please enter a valid number of shares'],
    ['text shares', { sharesIssued: 'lots' }, 'Please enter a valid number of shares'],
    [
      'a date that does not exist',
      { investmentDate: '2025-02-29' },
      'Please enter a valid investment date (YYYY-MM-DD)',
    ],
    [
      'a US-style date',
      { investmentDate: '09/30/2025' },
      'Please enter a valid investment date (YYYY-MM-DD)',
    ],
    [
      'an unknown type',
      { type: 'Gift' },
      "Type must be 'Initial Investment', 'Additional Investment' or 'Redemption'",
    ],
  ])('refuses %s: %s', (_scenario, change, message) => {
    expect(firstMessage(investmentCreateSchema.safeParse({ ...investment, ...change }))).toBe(message);
  });
});

describe('investorCreateSchema and investorUpdateSchema', () => {
  it('trims name and e-mail', () => {
    expect(investorCreateSchema.parse({ name: ' Ada ', email: ' ada@fund.test ' })).toEqual({
      name: 'Ada',
      email: 'ada@fund.test',
    });
  });

  it.each([
    [
      'a blank name',
      { name: ' ', email: 'ada@fund.test' },
      'Please enter investor name and email to save to database',
    ],
    ['no e-mail', { name: 'Ada' }, 'Please enter investor name and email to save to database'],
    ['a malformed e-mail', { name: 'Ada', email: 'ada.fund.test' }, 'Please enter a valid email address'],
    [
      'a negative contribution',
      { name: 'Ada', email: 'ada@fund.test', quarterlyContribution: -1 },
      'Please enter a valid quarterly contribution (0 or more)',
    ],
  ])('create refuses %s', (_scenario, body, message) => {
    expect(firstMessage(investorCreateSchema.safeParse(body))).toBe(message);
  });

  it.each([
    ['a contribution', { quarterlyContribution: 4200 }, true],
    ['clearing the contribution', { quarterlyContribution: null }, true],
    ['a new name only', { name: 'Ada L.' }, true],
    ['nothing', {}, false],
  ])('update with %s is valid: %s', (_scenario, body, valid) => {
    expect(investorUpdateSchema.safeParse(body).success).toBe(valid);
  });

  it('says what an empty update lacks', () => {
    expect(firstMessage(investorUpdateSchema.safeParse({}))).toBe(
      'Please change the name, email or quarterly contribution',
    );
  });
});

describe('investorWithInvestmentCreateSchema', () => {
  const body = { name: 'Ada', email: 'ada@fund.test', ...investment };
  it.each([
    [
      'a redemption as a first investment',
      { amountInvested: -50000 },
      'Please enter valid numbers for NAV and investment amount',
    ],
    [
      'a redemption type',
      { type: 'Redemption' },
      "Type must be 'Initial Investment', 'Additional Investment' or 'Redemption'",
    ],
    ['a quarter without underscore or space', { quarter: 'Q32025' }, 'Please enter a quarter like Q3_2025'],
    ['a fifth quarter', { quarter: 'Q5_2025' }, 'Please enter a quarter like Q3_2025'],
  ])('refuses %s', (_scenario, change, message) => {
    expect(firstMessage(investorWithInvestmentCreateSchema.safeParse({ ...body, ...change }))).toBe(message);
  });

  it('accepts the quarter in key or display form', () => {
    expect(investorWithInvestmentCreateSchema.safeParse({ ...body, quarter: 'Q3 2025' }).success).toBe(true);
    expect(investorWithInvestmentCreateSchema.safeParse({ ...body, quarter: 'Q3_2025' }).success).toBe(true);
  });
});

describe('nav-data payloads', () => {
  it.each([
    ['a number', { navValue: 150.25 }, null],
    ['decimal text', { navValue: '150.25' }, null],
    ['a year as a number', { year: 2025, navValue: 140 }, null],
    ['a year as text', { year: '2025', navValue: 140 }, null],
    ['text', { navValue: 'abc' }, 'Please enter a valid NAV value'],
    ['blank text', { navValue: '' }, 'Please enter a valid NAV value'],
    ['null', { navValue: null }, 'Please enter a valid NAV value'],
    ['nothing', {}, 'Please enter a valid NAV value'],
    ['zero', { navValue: 0 }, 'Please enter a valid NAV value'],
    ['a two-digit year', { year: 25, navValue: 140 }, 'Year must be between 1900 and 2100'],
  ])('body with %s', (_scenario, body, message) => {
    expect(firstMessage(navDataBodySchema.safeParse(body))).toBe(message);
  });

  it.each([
    ['quarterly', true],
    ['year-start', true],
    ['inception', true],
    ['year_start', false],
    [undefined, false],
  ])('?type=%s is valid: %s', (type, valid) => {
    expect(navDataQuerySchema.safeParse({ type }).success).toBe(valid);
  });
});

describe('the text rule and the date range (requirements#input-text, #input-dates)', () => {
  const person = { name: 'Ada Lovelace', email: 'ada@fund.test' };
  it.each<[string, unknown, unknown, string]>([
    [
      'a NUL in the name',
      investorCreateSchema,
      { ...person, name: 'Ada\u0000' },
      'Name contains a control character',
    ],
    [
      'a line break in the name',
      investorCreateSchema,
      { ...person, name: 'Ada\nL' },
      'Name contains a control character',
    ],
    [
      'a 201-character name',
      investorCreateSchema,
      { ...person, name: 'n'.repeat(201) },
      'Name must be at most 200 characters',
    ],
    [
      'a 255-character e-mail',
      investorUpdateSchema,
      { email: `${'e'.repeat(246)}@fund.test` },
      'Email must be at most 254 characters',
    ],
    [
      'a NUL in the e-mail',
      investorUpdateSchema,
      { email: 'ada\u0000@fund.test' },
      'Email contains a control character',
    ],
    [
      'an investment in year 0',
      investmentCreateSchema,
      { ...investment, investmentDate: '0000-01-01' },
      'Investment date must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'an investment on 9999-12-31',
      investmentCreateSchema,
      { ...investment, investmentDate: '9999-12-31' },
      'Investment date must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'a snapshot for a quarter of 2101',
      navDataBodySchema,
      { quarter: 'Q1_2101', navValue: 1 },
      'Quarter must be between Q1 1900 and Q4 2100',
    ],
    [
      'a year-start value for 0000',
      navDataBodySchema,
      { year: '0000', navValue: 1 },
      'Year must be between 1900 and 2100',
    ],
  ])('refuses %s', (_scenario, schema, body, message) => {
    expect(firstMessage((schema as typeof investorCreateSchema).safeParse(body))).toBe(message);
  });
});
