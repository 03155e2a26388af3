import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCents, allocateItems } from './allocations';
import { taxAllocations } from './k1';
import type { Form8949Row } from './form-8949';

const asText = (shares: Map<number, Decimal>) =>
  Object.fromEntries([...shares].map(([id, v]) => [id, v.toFixed(2)]));

describe('allocating an item in cents (largest remainder, ties to the lower id)', () => {
  it.each([
    ['one holder takes it all', '100.00', [[1, '100']], { 1: '100.00' }],
    [
      'an odd cent between equal holders goes to the lower id',
      '100.01',
      [
        [2, '100'],
        [1, '100'],
      ],
      { 1: '50.01', 2: '50.00' },
    ],
    [
      'the larger remainder takes the cent (90 and 100 units)',
      '100.01',
      [
        [1, '90'],
        [2, '100'],
      ],
      { 1: '47.37', 2: '52.64' },
    ],
    [
      'a loss is shared the same way',
      '-0.05',
      [
        [1, '1'],
        [2, '1'],
        [3, '1'],
      ],
      { 1: '-0.02', 2: '-0.02', 3: '-0.01' },
    ],
    [
      'holders of no units take no part',
      '10.00',
      [
        [1, '0'],
        [2, '5'],
      ],
      { 2: '10.00' },
    ],
  ] as const)('%s', (_, amount, holders, expected) => {
    const shares = allocateCents(
      amount,
      holders.map(([investorId, units]) => ({ investorId, units })),
    );
    expect(asText(shares)).toEqual(expected);
  });

  it('the shares always sum to the item exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 }),
        (cents, units) => {
          const amount = new Decimal(cents.toString()).div(100);
          const shares = allocateCents(
            amount,
            units.map((u, i) => ({ investorId: i + 1, units: new Decimal(u.toString()).div(10 ** 6) })),
          );
          if (shares.size === 0) return units.every((u) => u === 0n);
          const sum = [...shares.values()].reduce((s, v) => s.plus(v), new Decimal(0));
          return sum.eq(amount) && [...shares.values()].every((v) => v.times(100).isInteger());
        },
      ),
    );
  });
});

describe('allocations when an investor joins mid-year', () => {
  const moves = [
    { investorId: 1, date: '2024-12-31', units: '100' },
    { investorId: 2, date: '2025-07-01', units: '100' },
    // The Q2 fee run took 10 of investor 1's units on the quarter's last day.
    { investorId: 1, date: '2025-06-30', units: '-10' },
  ];
  it.each([
    ['before the join, investor 1 holds every unit', '2025-03-01', '100.00', { 1: '100.00' }],
    ['on the day of the join, the units of the day before count', '2025-07-01', '100.00', { 1: '100.00' }],
    ['the day after, both, net of fee units', '2025-07-02', '100.01', { 1: '47.37', 2: '52.64' }],
  ])('%s', (_, date, amount, expected) => {
    const result = allocateItems([{ date, amount, class: 'shortTerm' }], moves);
    expect(
      Object.fromEntries([...result.byInvestor].map(([id, t]) => [id, t.shortTermGain.toFixed(2)])),
    ).toEqual(expected);
  });

  it('an item before any unit was held stays unallocated, and the fund total still counts it', () => {
    const result = allocateItems([{ date: '2024-06-01', amount: '5.00', class: 'longTerm' }], moves);
    expect(result.unallocated.longTermGain.toFixed(2)).toBe('5.00');
    expect(result.fund.longTermGain.toFixed(2)).toBe('5.00');
  });
});

describe('K-1 items', () => {
  const row = (dateSold: string, gain: string, term: 'short' | 'long', section1256 = false): Form8949Row => ({
    description: 'x',
    dateAcquired: '2024-01-02',
    dateSold,
    proceeds: gain,
    costBasis: '0.00',
    code: '',
    adjustment: '0.00',
    gain,
    term,
    section1256,
  });

  it('boxes 8, 9a and 11 C by class, and the capital account over the year', () => {
    const result = taxAllocations({
      year: 2025,
      rows: [
        row('2025-03-03', '300.00', 'short'),
        row('2025-05-05', '-40.00', 'long'),
        row('2025-08-01', '2590.00', 'short', true),
      ],
      investors: [
        {
          investorId: 1,
          name: 'Ada Lovelace',
          records: [
            { date: '2024-06-01', amount: '10000', shares: '100' },
            { date: '2025-04-01', amount: '5000', shares: '40' },
            { date: '2025-09-01', amount: '-2000', shares: '-15' },
          ],
          feeUnits: [{ date: '2025-12-31', shares: '2' }],
        },
      ],
      openingNav: '110',
      closingNav: '120',
    });
    expect(result.investors).toEqual([
      {
        investorId: 1,
        name: 'Ada Lovelace',
        shortTermGain: '300.00',
        longTermGain: '-40.00',
        section1256Gain: '2590.00',
        // Beginning 100 × 110; ending (100 + 40 − 15 − 2) × 120; change 14,760 − 11,000 − 5,000 + 2,000.
        capital: {
          beginning: '11000.00',
          contributed: '5000.00',
          withdrawn: '2000.00',
          change: '760.00',
          ending: '14760.00',
        },
      },
    ]);
    expect(result.fund).toEqual({
      shortTermGain: '300.00',
      longTermGain: '-40.00',
      section1256Gain: '2590.00',
    });
  });
});
