import { describe, expect, it } from 'vitest';
import { costWithFees, proceedsNetOfFees } from './amounts';
import { termOf } from './holding';
import { computeTaxLots, type TaxLot } from './lots';
import { form8949Row, realizedTotals, rowsOfYear } from './form-8949';
import { DEFAULT_SECTION_1256_UNDERLYINGS } from './section1256';
import { buy, close, contract, open, sell, type Events } from './tax-test-events';
import type { YearEndMark } from './types';

/* Every row worked by hand; the rule each follows is cited in lots.ts. */

const run = (events: Events, marks: YearEndMark[] = [], throughYear = 2026) =>
  computeTaxLots({ events, marks, section1256Underlyings: DEFAULT_SECTION_1256_UNDERLYINGS, throughYear });
const rows = (events: Events, marks: YearEndMark[] = []) =>
  run(events, marks).items.map((item) => {
    const row = form8949Row(item);
    return [
      row.description,
      row.dateAcquired,
      row.dateSold,
      row.proceeds,
      row.costBasis,
      row.code,
      row.adjustment,
      row.gain,
      row.term,
    ];
  });
const lotOf = (lots: TaxLot[], eventId: string) => lots.filter((lot) => lot.eventId === eventId);

describe('holding period (Pub 550, "Holding Period")', () => {
  it.each([
    ['one year to the day is short', '2024-03-10', '2025-03-10', 'short'],
    ['a year and a day is long', '2024-03-10', '2025-03-11', 'long'],
    ['bought on 29 February, sold 1 March next year is long', '2024-02-29', '2025-03-01', 'long'],
    ['bought on 29 February, sold 28 February next year is short', '2024-02-29', '2025-02-28', 'short'],
  ])('%s', (_, acquired, sold, term) => {
    expect(termOf(acquired, sold)).toBe(term);
  });
});

describe('commissions (Pub 550, "Basis of Investment Property")', () => {
  it.each([
    ['a purchase costs its price plus fees', () => costWithFees('1000', '1.30'), '1001.3'],
    ['a purchase with no fees recorded', () => costWithFees('1000', null), '1000'],
    ['a sale realizes its price less fees', () => proceedsNetOfFees('750', '1.30'), '748.7'],
  ])('%s', (_, figure, expected) => {
    expect(figure().toFixed()).toBe(expected);
  });
});

describe('lots, first in first out', () => {
  it('a sale takes the oldest lot first; each lot keeps its own holding period', () => {
    expect(
      rows([
        buy('2024-01-02', 'KO', 100, '1000'),
        buy('2024-06-03', 'KO', 100, '1200'),
        sell('2025-03-01', 'KO', 150, '2100'),
      ]),
    ).toEqual([
      ['100 sh KO', '2024-01-02', '2025-03-01', '1400.00', '1000.00', '', '0.00', '400.00', 'long'],
      ['50 sh KO', '2024-06-03', '2025-03-01', '700.00', '600.00', '', '0.00', '100.00', 'short'],
    ]);
  });
});

const AAPL_P = contract('AAPL', 'P', '150', '2024-01-19');

describe('written options (Pub 550, "Options")', () => {
  it.each([
    [
      'bought back at a loss: short-term',
      [
        open('2025-01-06', 1, contract('KO', 'P', '60', '2025-02-21'), 'written', 1, '250'),
        close('2025-01-20', 1, 1, '400'),
      ],
      [
        [
          '1 KO 2025-02-21 60 P written',
          '2025-01-06',
          '2025-01-20',
          '250.00',
          '400.00',
          '',
          '0.00',
          '-150.00',
          'short',
        ],
      ],
    ],
    [
      'bought back after more than a year: still short-term',
      [
        open('2024-01-05', 2, contract('KO', 'C', '70', '2026-01-16'), 'written', 2, '900'),
        close('2025-02-03', 2, 2, '300'),
      ],
      [
        [
          '2 KO 2026-01-16 70 C written',
          '2024-01-05',
          '2025-02-03',
          '900.00',
          '300.00',
          '',
          '0.00',
          '600.00',
          'short',
        ],
      ],
    ],
    [
      'expired: the premium is a short-term gain on the expiration date',
      [
        open('2025-01-06', 3, contract('KO', 'P', '55', '2025-01-17'), 'written', 1, '120'),
        close('2025-01-17', 3, 1, '0', 'expired'),
      ],
      [
        [
          '1 KO 2025-01-17 55 P written',
          '2025-01-06',
          '2025-01-17',
          '120.00',
          '0.00',
          '',
          '0.00',
          '120.00',
          'short',
        ],
      ],
    ],
  ])('%s', (_, events, expected) => {
    expect(rows(events)).toEqual(expected);
  });

  it('an assigned put lowers the shares’ basis; a call assigned within a year adds its premium to the proceeds, short-term', () => {
    const assigned = buy('2024-01-19', 'AAPL', 100, '15000', 'assign-put');
    const calledAway = sell('2024-06-21', 'AAPL', 100, '16000', 'assign-call');
    const result = run([
      open('2024-01-05', 10, AAPL_P, 'written', 1, '300'),
      close('2024-01-19', 10, 1, '0', 'assigned', 'assign-put'),
      assigned,
      open('2024-02-01', 11, contract('AAPL', 'C', '160', '2024-06-21'), 'written', 1, '200'),
      close('2024-06-21', 11, 1, '0', 'assigned', 'assign-call'),
      calledAway,
    ]);
    expect(result.items.map(form8949Row)).toEqual([
      {
        description: '100 sh AAPL',
        dateAcquired: '2024-01-19',
        dateSold: '2024-06-21',
        proceeds: '16200.00',
        costBasis: '14700.00',
        code: '',
        adjustment: '0.00',
        gain: '1500.00',
        term: 'short',
        section1256: false,
      },
    ]);
    expect(lotOf(result.lots, 'assign-put')[0]!.adjustments.map((a) => a.amount.toFixed())).toEqual(['-300']);
  });

  it('a call assigned on the same shares after more than a year: long-term, holding from the put’s assignment', () => {
    expect(
      rows([
        open('2024-01-05', 10, AAPL_P, 'written', 1, '300'),
        close('2024-01-19', 10, 1, '0', 'assigned', 'put-leg'),
        buy('2024-01-19', 'AAPL', 100, '15000', 'put-leg'),
        open('2025-01-02', 12, contract('AAPL', 'C', '160', '2025-01-21'), 'written', 1, '200'),
        close('2025-01-21', 12, 1, '0', 'assigned', 'call-leg'),
        sell('2025-01-21', 'AAPL', 100, '16000', 'call-leg'),
      ]),
    ).toEqual([
      ['100 sh AAPL', '2024-01-19', '2025-01-21', '16200.00', '14700.00', '', '0.00', '1500.00', 'long'],
    ]);
  });
});

describe('bought options (Pub 550, "Options")', () => {
  it.each([
    [
      'sold after more than a year: long-term',
      [
        open('2024-01-10', 20, contract('MSFT', 'C', '400', '2026-01-16'), 'bought', 1, '500'),
        close('2025-01-11', 20, 1, '800'),
      ],
      [
        [
          '1 MSFT 2026-01-16 400 C',
          '2024-01-10',
          '2025-01-11',
          '800.00',
          '500.00',
          '',
          '0.00',
          '300.00',
          'long',
        ],
      ],
    ],
    [
      'expired: sold for 0 on its expiration date',
      [
        open('2025-02-03', 21, contract('MSFT', 'P', '380', '2025-03-21'), 'bought', 1, '200'),
        close('2025-03-21', 21, 1, '0', 'expired'),
      ],
      [
        [
          '1 MSFT 2025-03-21 380 P',
          '2025-02-03',
          '2025-03-21',
          '0.00',
          '200.00',
          '',
          '0.00',
          '-200.00',
          'short',
        ],
      ],
    ],
    [
      'an exercised call adds its cost to the shares’ basis',
      [
        open('2025-01-10', 22, contract('MSFT', 'C', '50', '2025-02-21'), 'bought', 1, '500'),
        close('2025-02-10', 22, 1, '0', 'exercised', 'ex-call'),
        buy('2025-02-10', 'MSFT', 100, '5000', 'ex-call'),
        sell('2025-03-10', 'MSFT', 100, '6000'),
      ],
      [['100 sh MSFT', '2025-02-10', '2025-03-10', '6000.00', '5500.00', '', '0.00', '500.00', 'short']],
    ],
    [
      'an exercised put lowers the amount realized; the shares keep their holding',
      [
        buy('2024-01-02', 'MSFT', 100, '5000'),
        open('2025-01-02', 23, contract('MSFT', 'P', '55', '2025-02-21'), 'bought', 1, '300'),
        close('2025-02-03', 23, 1, '0', 'exercised', 'ex-put'),
        sell('2025-02-03', 'MSFT', 100, '5500', 'ex-put'),
      ],
      [['100 sh MSFT', '2024-01-02', '2025-02-03', '5200.00', '5000.00', '', '0.00', '200.00', 'long']],
    ],
  ])('%s', (_, events, expected) => {
    expect(rows(events)).toEqual(expected);
  });
});

describe('wash sales (Pub 550, "Wash Sales")', () => {
  it('Pub 550’s example: $250 disallowed, the new basis $1,050, the holding carried over', () => {
    const result = run([
      buy('2025-01-02', 'XYZ', 100, '1000'),
      sell('2025-02-03', 'XYZ', 100, '750'),
      buy('2025-02-20', 'XYZ', 100, '800', 'replacement'),
      sell('2026-01-25', 'XYZ', 100, '1100'),
    ]);
    expect(
      result.items
        .map((i) => form8949Row(i))
        .map((r) => [r.proceeds, r.costBasis, r.code, r.adjustment, r.gain, r.term]),
    ).toEqual([
      ['750.00', '1000.00', 'W', '250.00', '0.00', 'short'],
      // Held from 2025-01-19 (2025-02-20 less the 32 days the first lot was held): long by 2026-01-25.
      ['1100.00', '1050.00', '', '0.00', '50.00', 'long'],
    ]);
    const [replacement] = lotOf(result.lots, 'replacement');
    expect(replacement!.holdingStart).toBe('2025-01-19');
    expect(replacement!.adjustments.map((a) => [a.kind, a.amount.toFixed()])).toEqual([['wash', '250']]);
  });

  it.each([
    [
      'a purchase within 30 days before the sale washes it',
      [
        buy('2025-01-02', 'XYZ', 100, '1000'),
        buy('2025-01-20', 'XYZ', 100, '800'),
        sell('2025-02-03', 'XYZ', 100, '750'),
      ],
      ['750.00', '1000.00', 'W', '250.00', '0.00'],
    ],
    [
      'a partial wash: 40 of 100 shares bought back, 40% of the loss disallowed',
      [
        buy('2025-01-02', 'XYZ', 100, '1000'),
        sell('2025-02-03', 'XYZ', 100, '750'),
        buy('2025-02-10', 'XYZ', 40, '320'),
      ],
      ['750.00', '1000.00', 'W', '100.00', '-150.00'],
    ],
    [
      'a call bought within 30 days washes the loss',
      [
        buy('2025-01-02', 'XYZ', 100, '1000'),
        sell('2025-02-03', 'XYZ', 100, '750'),
        open('2025-02-05', 30, contract('XYZ', 'C', '8', '2025-06-20'), 'bought', 1, '300'),
      ],
      ['750.00', '1000.00', 'W', '250.00', '0.00'],
    ],
    [
      'a put written within 30 days is not an option to buy: no wash',
      [
        buy('2025-01-02', 'XYZ', 100, '1000'),
        sell('2025-02-03', 'XYZ', 100, '750'),
        open('2025-02-05', 31, contract('XYZ', 'P', '7.5', '2025-03-21'), 'written', 1, '60'),
      ],
      ['750.00', '1000.00', '', '0.00', '-250.00'],
    ],
    [
      'a purchase 31 days after the sale is outside the window',
      [
        buy('2025-01-02', 'XYZ', 100, '1000'),
        sell('2025-02-03', 'XYZ', 100, '750'),
        buy('2025-03-06', 'XYZ', 100, '800'),
      ],
      ['750.00', '1000.00', '', '0.00', '-250.00'],
    ],
  ])('%s', (_, events, expected) => {
    const first = form8949Row(run(events).items[0]!);
    expect([first.proceeds, first.costBasis, first.code, first.adjustment, first.gain]).toEqual(expected);
  });

  it('a partial wash puts the disallowed loss on the replacement shares, and a call replacement takes it on its cost', () => {
    const partial = run([
      buy('2025-01-02', 'XYZ', 100, '1000'),
      sell('2025-02-03', 'XYZ', 100, '750'),
      buy('2025-02-10', 'XYZ', 40, '320', 'forty'),
    ]);
    expect(lotOf(partial.lots, 'forty').map((lot) => lot.basis.toFixed())).toEqual(['420']);
    const viaCall = run([
      buy('2025-01-02', 'XYZ', 100, '1000'),
      sell('2025-02-03', 'XYZ', 100, '750'),
      open('2025-02-05', 30, contract('XYZ', 'C', '8', '2025-06-20'), 'bought', 1, '300'),
    ]);
    expect(viaCall.lots.find((lot) => lot.kind === 'option')!.basis.toFixed()).toBe('550');
  });

  it('an option loss is washed by the same contract bought again, not by another strike', () => {
    const same = contract('AAPL', 'C', '200', '2025-06-20');
    const washed = run([
      open('2025-02-03', 40, same, 'bought', 1, '500'),
      close('2025-03-03', 40, 1, '300'),
      open('2025-03-10', 41, same, 'bought', 1, '350'),
    ]);
    expect([form8949Row(washed.items[0]!).code, form8949Row(washed.items[0]!).adjustment]).toEqual([
      'W',
      '200.00',
    ]);
    expect(washed.lots.find((lot) => lot.positionId === 41)!.basis.toFixed()).toBe('550');
    const other = run([
      open('2025-02-03', 40, same, 'bought', 1, '500'),
      close('2025-03-03', 40, 1, '300'),
      open('2025-03-10', 41, contract('AAPL', 'C', '205', '2025-06-20'), 'bought', 1, '350'),
    ]);
    expect(form8949Row(other.items[0]!).code).toBe('');
  });
});

describe('Section 1256 (Form 6781, Part I)', () => {
  const spx = contract('SPX', 'P', '5000', '2025-01-17');
  const events = [open('2024-11-15', 50, spx, 'written', 1, '3000'), close('2025-01-10', 50, 1, '200')];

  it('a position open over the year end is marked at the price entered, which becomes next year’s basis', () => {
    const result = run(events, [{ positionId: 50, year: 2024, price: '4.10' }]);
    expect(
      rowsOfYear(result.items, 2024).map((r) => [r.proceeds, r.costBasis, r.gain, r.section1256]),
    ).toEqual([['3000.00', '410.00', '2590.00', true]]);
    expect(rowsOfYear(result.items, 2025).map((r) => [r.proceeds, r.costBasis, r.gain, r.dateSold])).toEqual([
      ['410.00', '200.00', '210.00', '2025-01-10'],
    ]);
    expect(realizedTotals(rowsOfYear(result.items, 2024)).section1256).toEqual({
      gain: '2590.00',
      shortTerm: '1036.00',
      longTerm: '1554.00',
    });
    expect(result.openAtYearEnd.map((o) => [o.positionId, o.year, o.contracts.toFixed()])).toEqual([
      [50, 2024, '1'],
    ]);
  });

  it('without a mark the year end is reported missing and no row is made', () => {
    const result = run(events);
    expect(result.missingMarks).toEqual([{ positionId: 50, year: 2024 }]);
    expect(rowsOfYear(result.items, 2024)).toEqual([]);
  });

  it('60/40 whatever the holding, and no wash sale', () => {
    const ndx = contract('NDX', 'C', '20000', '2025-03-21');
    const result = run([
      open('2025-02-03', 60, ndx, 'bought', 1, '1000'),
      close('2025-02-10', 60, 1, '700'),
      open('2025-02-12', 61, ndx, 'bought', 1, '800'),
    ]);
    const [row] = rowsOfYear(result.items, 2025);
    expect([row!.code, row!.gain, row!.section1256]).toEqual(['', '-300.00', true]);
    expect(realizedTotals([row!]).section1256).toEqual({
      gain: '-300.00',
      shortTerm: '-120.00',
      longTerm: '-180.00',
    });
    expect(realizedTotals([row!]).shortTerm.gain).toBe('0.00');
  });
});

describe('Schedule D totals', () => {
  it('each part’s totals are the sums of its rows', () => {
    const items = run([
      buy('2024-01-02', 'KO', 100, '1000.005'),
      buy('2024-06-03', 'KO', 100, '1200'),
      sell('2025-03-01', 'KO', 150, '2100'),
      open('2025-01-06', 1, contract('KO', 'P', '60', '2025-02-21'), 'written', 1, '250'),
      close('2025-01-20', 1, 1, '400'),
    ]).items;
    expect(realizedTotals(rowsOfYear(items, 2025))).toEqual({
      shortTerm: { proceeds: '950.00', costBasis: '1000.00', adjustment: '0.00', gain: '-50.00' },
      longTerm: { proceeds: '1400.00', costBasis: '1000.01', adjustment: '0.00', gain: '399.99' },
      section1256: { gain: '0.00', shortTerm: '0.00', longTerm: '0.00' },
    });
  });
});
