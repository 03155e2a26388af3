import Decimal from 'decimal.js';

export interface GrowthProjectionInput {
  /** Where the projection starts: the investor's shares x current NAV. */
  currentValue: Decimal.Value;
  /** Annual growth in percent (25 for 25 %). */
  annualRatePercent: Decimal.Value;
  /** Horizon in whole years. */
  years: number;
  /** Recurring contribution per quarter; none when null or absent. */
  quarterlyContribution?: Decimal.Value | null;
}

export interface GrowthProjectionYear {
  /** 0 is today. */
  year: number;
  value: Decimal;
  /** Contributions paid in so far. */
  contributions: Decimal;
  /** value - starting value - contributions: what growth alone added. */
  growth: Decimal;
}

/**
 * Compounded annually: each year the value grows by the rate, then the year's four quarterly
 * contributions are added (so a contribution starts growing the year after it is paid, a deliberately
 * cautious reading of 'compounded annually'). One row per year from 0 to `years`.
 */
export function growthProjection(input: GrowthProjectionInput): GrowthProjectionYear[] {
  if (!Number.isInteger(input.years) || input.years < 0)
    throw new RangeError(`Years must be a whole number, got ${input.years}`);
  const start = new Decimal(input.currentValue);
  const factor = new Decimal(input.annualRatePercent).div(100).plus(1);
  const perYear = new Decimal(input.quarterlyContribution ?? 0).times(4);
  const rows: GrowthProjectionYear[] = [
    { year: 0, value: start, contributions: new Decimal(0), growth: new Decimal(0) },
  ];
  let value = start;
  let contributions = new Decimal(0);
  for (let year = 1; year <= input.years; year += 1) {
    value = value.times(factor).plus(perYear);
    contributions = contributions.plus(perYear);
    rows.push({ year, value, contributions, growth: value.minus(start).minus(contributions) });
  }
  return rows;
}
