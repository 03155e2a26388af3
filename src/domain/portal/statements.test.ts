import { describe, expect, it } from 'vitest';
import { NO_FEES } from '../statements/capital-account';
import { statementText } from '../statements/statement-text';
import { statementView } from '../statements/statement-view';
import {
  NOT_STORED_AT_CLOSE,
  QUARTER_END_NAV,
  statementFor,
  statementList,
  statementQuarters,
  withStoredStatements,
  type StatementContext,
} from './statements';

const ann = {
  id: 1,
  name: 'Ann Able',
  investments: [
    { investmentDate: '2025-02-01', amountInvested: 1000, sharesIssued: 10 },
    { investmentDate: '2025-05-01', amountInvested: 1000, sharesIssued: 10 },
  ],
  quarterlyNavSnapshots: { Q1_2025: 100, Q2_2025: 110 },
  yearStartNavValues: { '2025': 100 },
  inceptionNav: 100,
  feeDeductions: [] as { date: string; shares: string }[],
};
const ben = {
  ...ann,
  id: 2,
  name: 'Ben Best',
  investments: [{ investmentDate: '2025-01-10', amountInvested: 3000, sharesIssued: 30 }],
};
const textOf = (key: string, from = context) => {
  const made = statementFor(1, key, from, NO_FEES)?.statement;
  return made ? statementText(statementView(made)) : null;
};
const context: StatementContext = {
  investors: [ann, ben],
  today: { quarter: 3, year: 2025 },
  currentNav: 120,
  fundName: 'Test Fund',
};

describe('statements', () => {
  it("lists the investor's quarters from the first record's to today's, newest first", () => {
    expect(statementQuarters(ann, context.today).map((q) => `Q${q.quarter} ${q.year}`)).toEqual([
      'Q3 2025',
      'Q2 2025',
      'Q1 2025',
    ]);
  });

  it("makes a past quarter's statement with holdings as at its end, the next snapshot as its NAV", () => {
    const statement = statementFor(1, 'Q1_2025', context, NO_FEES);
    expect(statement).toMatchObject({ quarter: 'Q1_2025', label: 'Q1 2025', available: true, missing: [] });
    // The May record came after Q1: 10 units at Q2's start NAV of 110; ownership against 40 units.
    const text = textOf('Q1_2025');
    expect(text).toContain('Units held: 10');
    // Bought in Q1 (1,000 contributed), worth 10 × 110 = 1,100 at its end: a gain of 100.
    expect(text).toContain('Contributions: $1,000.00');
    expect(text).toContain('Gain: $100.00');
    expect(text).toContain('Closing value (Mar 31, 2025): $1,100.00');
    expect(text).toContain('Your share of the fund: 25.00%');
    expect(text).toContain('Prepared for: Ann Able');
  });

  it("counts the fee units taken by the quarter's end, and not a later run's", () => {
    // Ann: 10 units at Q1's end less a 0.5-unit fee of Q1 = 9.5 units at Q2's start NAV 110 = 1,045;
    // the Q2 fee (dated 2025-06-30) comes after Q1's end. Ben's 30 units: 9.5 / 39.5 = 24.051 %.
    const withFees = {
      ...context,
      investors: [
        {
          ...ann,
          feeDeductions: [
            { date: '2025-03-31', shares: '0.5' },
            { date: '2025-06-30', shares: '1' },
          ],
        },
        ben,
      ],
    };
    const made = statementFor(1, 'Q1_2025', withFees, { managementFee: 55, performanceFee: 0 })?.statement;
    expect(made?.capital.closingShares.toNumber()).toBe(9.5);
    expect(made?.capital.closingValue.toNumber()).toBe(1045);
    // The fee is its own line: contributions 1,000, fee 55, so the gain is 1,045 − 0 − 1,000 + 55 = 100.
    expect(made?.capital.contributions.toNumber()).toBe(1000);
    expect(made?.capital.managementFee.toNumber()).toBe(55);
    expect(made?.capital.gain.toNumber()).toBe(100);
    expect(made?.ownershipPercent.toFixed(3)).toBe('24.051');
  });

  it.each([
    ['Q2_2025', [QUARTER_END_NAV]],
    ['Q3_2025', ['quarter-start NAV']],
  ])('lists what %s lacks instead of a statement', (key, missing) => {
    expect(statementFor(1, key, context, NO_FEES)).toMatchObject({
      available: false,
      missing,
      statement: null,
    });
  });

  it("uses today's NAV for the current quarter, and says so when it cannot be read", () => {
    const withStart = {
      ...context,
      investors: [{ ...ann, quarterlyNavSnapshots: { ...ann.quarterlyNavSnapshots, Q3_2025: 115 } }, ben],
    };
    expect(textOf('Q3_2025', withStart)).toContain('NAV per unit: $120.00');
    expect(statementFor(1, 'Q3_2025', { ...withStart, currentNav: null }, NO_FEES)?.missing).toEqual([
      QUARTER_END_NAV,
    ]);
  });

  it('answers null for a quarter before the first record, a bad key or an unknown investor', () => {
    expect(statementFor(1, 'Q4_2024', context, NO_FEES)).toBeNull();
    expect(statementFor(1, 'Q3-2025', context, NO_FEES)).toBeNull();
    expect(statementFor(9, 'Q1_2025', context, NO_FEES)).toBeNull();
    expect(statementList(9, context)).toEqual([]);
  });

  it('lists each quarter without its text', () => {
    expect(statementList(1, context).map((s) => [s.quarter, s.available])).toEqual([
      ['Q3_2025', false],
      ['Q2_2025', false],
      ['Q1_2025', true],
    ]);
    expect(statementList(1, context)[0]).not.toHaveProperty('statement');
  });
});

describe('withStoredStatements', () => {
  const list = [
    { quarter: 'Q2_2025', label: 'Q2 2025', available: true, missing: [] },
    { quarter: 'Q1_2025', label: 'Q1 2025', available: true, missing: [] },
    { quarter: 'Q4_2024', label: 'Q4 2024', available: false, missing: ['inception NAV'] },
  ];

  it('a closed quarter is available exactly when its close stored a statement', () => {
    const closed = new Map([
      ['Q1_2025', false],
      ['Q4_2024', true],
    ]);
    expect(withStoredStatements(list, closed)).toEqual([
      list[0],
      { quarter: 'Q1_2025', label: 'Q1 2025', available: false, missing: [NOT_STORED_AT_CLOSE] },
      { quarter: 'Q4_2024', label: 'Q4 2024', available: true, missing: [] },
    ]);
  });

  it('an open quarter keeps what the books say, and a closed one without a statement keeps what it lacked', () => {
    expect(withStoredStatements(list, new Map([['Q4_2024', false]]))).toEqual(list);
  });
});
