import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesIssued } from '../investors/shares';
import type { Quarter } from '../quarters';
import { chargeFees, type LedgerRecord } from './fee-rule';
import type { FeeTerms } from './terms';

/* Invariants of docs/requirements.md#fee-rule over the fund's whole range of figures. */

const Q3: Quarter = { quarter: 3, year: 2025 };
const decimal = (min: bigint, max: bigint, places: number) =>
  fc.bigInt({ min, max }).map((units) => new Decimal(units.toString()).div(10 ** places));
/** 0.000001 to 1,000,000 units. */
const shares = decimal(1n, 10n ** 12n, 6);
/** 1 to 2,000 per unit. */
const nav = decimal(10n ** 6n, 2n * 10n ** 9n, 6);
const day = fc
  .integer({ min: 0, max: 636 })
  .map((offset) => new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
const records = fc
  .array(fc.record({ date: day, shares, nav }), { minLength: 1, maxLength: 6 })
  .map((lots) => lots.map((each, index): LedgerRecord => ({ id: index + 1, ...each })));
const terms = fc.record({
  managementFeePercent: decimal(0n, 500n, 2),
  performanceFeePercent: decimal(0n, 5000n, 2),
  crystallization: fc.constantFrom('quarterly' as const, 'annual' as const),
});

const sumOf = (values: readonly Decimal[]) => values.reduce((sum, value) => sum.plus(value), new Decimal(0));

describe('fee rule properties', () => {
  it("the lots' fee shares add up exactly to the investor's, which is the fee / N by the share rule", () => {
    fc.assert(
      fc.property(records, nav, terms, (ledger, navPerUnit, feeTerms: FeeTerms) => {
        const fee = chargeFees({ quarter: Q3, navPerUnit, terms: feeTerms, records: ledger, pastRuns: [] });
        expect(sumOf(fee.lots.map((lot) => lot.feeShares)).toFixed()).toBe(fee.feeShares.toFixed());
        const expected = fee.totalFee.isZero() ? new Decimal(0) : sharesIssued(fee.totalFee, navPerUnit);
        expect(fee.feeShares.toFixed()).toBe(expected.toFixed());
        for (const lot of fee.lots) expect(lot.feeShares.gte(0)).toBe(true);
        expect(fee.totalFee.toFixed()).toBe(fee.managementFee.plus(fee.performanceFee).toFixed());
      }),
    );
  });

  it('no performance fee, and no mark moves, when N is at or below every mark', () => {
    fc.assert(
      fc.property(records, terms, (ledger, feeTerms: FeeTerms) => {
        const lowest = Decimal.min(...ledger.map((record) => new Decimal(record.nav)));
        const fee = chargeFees({
          quarter: Q3,
          navPerUnit: lowest,
          terms: feeTerms,
          records: ledger,
          pastRuns: [],
        });
        expect(fee.performanceFee.isZero()).toBe(true);
        for (const lot of fee.lots) expect(lot.newHighWaterMark.equals(lot.highWaterMark)).toBe(true);
      }),
    );
  });

  it("a full quarter's management fee is rate/4 of the value, within the quarter's 92 days against 91.25", () => {
    const before = fc
      .array(fc.record({ shares, nav }), { minLength: 1, maxLength: 6 })
      .map((lots) =>
        lots.map((each, index): LedgerRecord => ({ id: index + 1, date: '2025-01-02', ...each })),
      );
    fc.assert(
      fc.property(before, nav, decimal(0n, 500n, 2), (ledger, navPerUnit, rate) => {
        const fee = chargeFees({
          quarter: Q3,
          navPerUnit,
          terms: {
            managementFeePercent: rate,
            performanceFeePercent: new Decimal(0),
            crystallization: 'quarterly',
          },
          records: ledger,
          pastRuns: [],
        });
        const value = sumOf(ledger.map((record) => new Decimal(record.shares))).times(navPerUnit);
        const quarterOfYear = value.times(rate).div(400);
        // Q3 has 92 days: 92/365 is 368/365 of a quarter-year; cents and lot decimals add at most a cent.
        const allowed = quarterOfYear.times(3).div(365).plus('0.01');
        expect(fee.managementFee.minus(quarterOfYear).abs().lte(allowed)).toBe(true);
      }),
    );
  });

  it('never takes more units than are held once the value reaches a dollar', () => {
    fc.assert(
      fc.property(records, nav, terms, (ledger, navPerUnit, feeTerms: FeeTerms) => {
        const held = sumOf(ledger.map((record) => new Decimal(record.shares)));
        fc.pre(held.times(navPerUnit).gte(1));
        const fee = chargeFees({ quarter: Q3, navPerUnit, terms: feeTerms, records: ledger, pastRuns: [] });
        expect(fee.feeShares.lte(held)).toBe(true);
      }),
    );
  });
});
