import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { theta, transaction } from '../../../test/support/position-items';
import { averageWeek, projectedWeeklyIncome, realizedWeeklyIncome, type WeeklyIncome } from './weekly-income';

const rows = (income: WeeklyIncome) => income.weeks.map((w) => [w.label, w.amount.toFixed(), w.positions]);
const TODAY = '2025-11-01';

describe('projected weekly income: open theta premium spread over the weeks to expiry', () => {
  it.each<[string, Parameters<typeof theta>[0], (string | number)[][]]>([
    [
      'across a month boundary',
      { openDate: '2025-11-26', expirationDate: '12/12/2025', netPremium: 300 },
      [
        ['Nov 24 - Nov 28', '100', 1],
        ['Dec 1 - Dec 5', '100', 1],
        ['Dec 8 - Dec 12', '100', 1],
      ],
    ],
    [
      'across a year boundary',
      { openDate: '2025-12-24', expirationDate: '01/09/2026', netPremium: 100 },
      [
        ['Dec 22 - Dec 26', '33.33', 1],
        ['Dec 29 - Jan 2', '33.33', 1],
        ['Jan 5 - Jan 9', '33.34', 1],
      ],
    ],
    [
      'opened on a Saturday: its first week is the one that began the Monday before',
      { openDate: '2025-11-22', expirationDate: '11/28/2025', netPremium: 250 },
      [
        ['Nov 17 - Nov 21', '125', 1],
        ['Nov 24 - Nov 28', '125', 1],
      ],
    ],
    [
      'expiring the same week it opened',
      { openDate: '2025-11-17', expirationDate: '11/21/2025', netPremium: 180.5 },
      [['Nov 17 - Nov 21', '180.5', 1]],
    ],
    [
      'a bought (BTO) theta premium counts as a cost',
      { openDate: '2025-11-17', expirationDate: '11/28/2025', netPremium: 90, action: 'BTO' },
      [
        ['Nov 17 - Nov 21', '-45', 1],
        ['Nov 24 - Nov 28', '-45', 1],
      ],
    ],
  ])('%s', (_scenario, figures, expected) => {
    const income = projectedWeeklyIncome([theta(figures)], TODAY);
    expect(rows(income)).toEqual(expected);
    expect(income.total.toFixed()).toBe(String(figures.netPremium! * (figures.action === 'BTO' ? -1 : 1)));
  });

  it('keeps only open theta positions with remaining time, and adds overlapping weeks', () => {
    const positions = [
      theta({ openDate: '2025-10-20', expirationDate: '11/07/2025', netPremium: 300 }),
      theta({ openDate: '2025-11-03', expirationDate: '11/14/2025', netPremium: 100 }),
      // expiry today still has time left
      theta({ openDate: '2025-10-27', expirationDate: '11/01/2025', netPremium: 7 }),
      // expired yesterday: no remaining time
      theta({ openDate: '2025-10-01', expirationDate: '10/31/2025', netPremium: 999 }),
      theta({
        openDate: '2025-10-01',
        expirationDate: '12/31/2025',
        netPremium: 999,
        closeDate: '2025-10-10',
      }),
    ];
    const income = projectedWeeklyIncome(positions, TODAY);
    expect(rows(income)).toEqual([
      ['Oct 20 - Oct 24', '100', 1],
      ['Oct 27 - Oct 31', '107', 2],
      ['Nov 3 - Nov 7', '150', 2],
      ['Nov 10 - Nov 14', '50', 1],
    ]);
    expect(income.total.toFixed()).toBe('407');
    expect(income.positions).toBe(3);
    expect(averageWeek(income)?.toFixed()).toBe('101.75');
  });

  it('shows the empty weeks between two positions', () => {
    const income = projectedWeeklyIncome(
      [
        theta({ openDate: '2025-11-03', expirationDate: '11/07/2025', netPremium: 10 }),
        theta({ openDate: '2025-11-17', expirationDate: '11/21/2025', netPremium: 20 }),
      ],
      TODAY,
    );
    expect(rows(income)).toEqual([
      ['Nov 3 - Nov 7', '10', 1],
      ['Nov 10 - Nov 14', '0', 0],
      ['Nov 17 - Nov 21', '20', 1],
    ]);
  });

  it('has no weeks and no average without positions', () => {
    const income = projectedWeeklyIncome([], TODAY);
    expect(income.weeks).toEqual([]);
    expect(income.total.toFixed()).toBe('0');
    expect(averageWeek(income)).toBeNull();
  });

  it('the weeks add up to the premiums exactly, for any positions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 120 }),
            length: fc.integer({ min: 0, max: 200 }),
            cents: fc.integer({ min: 1, max: 100_000_000 }),
          }),
          { maxLength: 8 },
        ),
        (specs) => {
          const positions = specs.map(({ start, length, cents }) => {
            const open = new Date(Date.UTC(2025, 10, 1 + start)).toISOString().slice(0, 10);
            const expiry = new Date(Date.UTC(2025, 10, 1 + start + length)).toISOString().slice(0, 10);
            const [y, m, d] = expiry.split('-');
            return theta({ openDate: open, expirationDate: `${m}/${d}/${y}`, netPremium: cents / 100 });
          });
          const income = projectedWeeklyIncome(positions, TODAY);
          const premiums = specs.reduce((sum, s) => sum.plus(new Decimal(s.cents).div(100)), new Decimal(0));
          const weeks = income.weeks.reduce((sum, w) => sum.plus(w.amount), new Decimal(0));
          expect(weeks.eq(premiums)).toBe(true);
          expect(income.total.eq(premiums)).toBe(true);
        },
      ),
    );
  });
});

describe('realized weekly income: closed theta profit across the weeks held', () => {
  it.each<[string, Parameters<typeof theta>[0], (string | number)[][]]>([
    [
      'held three weeks across a month boundary',
      {
        openDate: '2025-10-29',
        expirationDate: '11/21/2025',
        netPremium: 500,
        closeDate: '2025-11-12',
        netProfit: 350,
      },
      [
        ['Oct 27 - Oct 31', '116.66', 1],
        ['Nov 3 - Nov 7', '116.66', 1],
        ['Nov 10 - Nov 14', '116.68', 1],
      ],
    ],
    [
      'opened and closed the same week',
      {
        openDate: '2025-11-18',
        expirationDate: '11/21/2025',
        netPremium: 80,
        closeDate: '2025-11-20',
        netProfit: 60,
      },
      [['Nov 17 - Nov 21', '60', 1]],
    ],
    [
      'a loss over a weekend close',
      {
        openDate: '2025-11-14',
        expirationDate: '11/21/2025',
        netPremium: 80,
        closeDate: '2025-11-16',
        netProfit: -45.5,
      },
      [['Nov 10 - Nov 14', '-45.5', 1]],
    ],
    [
      'across a year boundary',
      {
        openDate: '2025-12-31',
        expirationDate: '01/16/2026',
        netPremium: 90,
        closeDate: '2026-01-05',
        netProfit: 90,
      },
      [
        ['Dec 29 - Jan 2', '45', 1],
        ['Jan 5 - Jan 9', '45', 1],
      ],
    ],
  ])('%s', (_scenario, figures, expected) => {
    const income = realizedWeeklyIncome([theta(figures)]);
    expect(rows(income)).toEqual(expected);
    expect(income.total.toFixed()).toBe(String(figures.netProfit));
  });

  it('keeps only closed theta positions, partial closes inside their net profit', () => {
    const open = theta({ openDate: '2025-11-03', expirationDate: '12/19/2025', netPremium: 500 });
    const closed = theta({
      openDate: '2025-11-03',
      expirationDate: '12/19/2025',
      netPremium: 0,
      closeDate: '2025-11-10',
      netProfit: 410,
      transactions: [
        transaction('OPEN', '2025-11-03T10:00:00', { quantity: 5 }),
        transaction('PARTIAL_CLOSE', '2025-11-05T09:00:00', { quantity: 2, netProfit: 140 }),
        transaction('CLOSE', '2025-11-10T09:00:00', { quantity: 3, netProfit: 270 }),
      ],
    });
    const income = realizedWeeklyIncome([open, closed]);
    expect(rows(income)).toEqual([
      ['Nov 3 - Nov 7', '205', 1],
      ['Nov 10 - Nov 14', '205', 1],
    ]);
    expect(income.positions).toBe(1);
  });

  it('reads the close from the last transaction when the close date is missing', () => {
    const position = {
      ...theta({
        openDate: '2025-11-03',
        expirationDate: '11/21/2025',
        netPremium: 10,
        closeDate: '2025-11-19',
        netProfit: 10,
      }),
      closeDate: null,
    };
    expect(rows(realizedWeeklyIncome([position]))).toEqual([
      ['Nov 3 - Nov 7', '3.33', 1],
      ['Nov 10 - Nov 14', '3.33', 1],
      ['Nov 17 - Nov 21', '3.34', 1],
    ]);
  });
});
