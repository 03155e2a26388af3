import Decimal from 'decimal.js';

/** One active day's net realized P&L. */
export interface DayPnl {
  /** 'YYYY-MM-DD'. */
  date: string;
  pnl: Decimal;
}

export interface EquityPoint {
  date: string;
  /** Net P&L from the range's start to the end of this day. */
  cumulative: Decimal;
  /** How far this day's cumulative value lies below the highest value before it (the 0 start included): ≥ 0. */
  drawdown: Decimal;
}

/**
 * The equity curve of docs/requirements.md#jr-drawdown: daily net P&L summed day by day from 0 before
 * the first day; each day's drawdown is its fall from the running peak, which starts at that 0, so a
 * range that opens with losses is in drawdown from its first day.
 */
export function equityCurve(days: readonly DayPnl[]): EquityPoint[] {
  let cumulative = new Decimal(0);
  let peak = cumulative;
  return days.map(({ date, pnl }) => {
    cumulative = cumulative.plus(pnl);
    if (cumulative.gt(peak)) peak = cumulative;
    return { date, cumulative, drawdown: peak.minus(cumulative) };
  });
}

/** The largest fall from a running peak to a later day's value: 0 when the curve never falls. */
export function maxDrawdown(curve: readonly EquityPoint[]): Decimal {
  let largest = new Decimal(0);
  for (const point of curve) if (point.drawdown.gt(largest)) largest = point.drawdown;
  return largest;
}
