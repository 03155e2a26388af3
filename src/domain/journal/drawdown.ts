/** One active day's net realized P&L, as an exact integer count of units (src/domain/fixed-point.ts). */
export interface DayPnl {
  /** 'YYYY-MM-DD'. */
  date: string;
  pnl: bigint;
}

export interface EquityPoint {
  date: string;
  /** Net P&L from the range's start to the end of this day. */
  cumulative: bigint;
  /** How far this day's cumulative value lies below the highest value before it (the 0 start included): ≥ 0. */
  drawdown: bigint;
}

/**
 * The equity curve of docs/requirements.md#jr-drawdown: daily net P&L summed day by day from 0 before
 * the first day; each day's drawdown is its fall from the running peak, which starts at that 0, so a
 * range that opens with losses is in drawdown from its first day.
 */
export function equityCurve(days: readonly DayPnl[]): EquityPoint[] {
  let cumulative = 0n;
  let peak = 0n;
  return days.map(({ date, pnl }) => {
    cumulative += pnl;
    if (cumulative > peak) peak = cumulative;
    return { date, cumulative, drawdown: peak - cumulative };
  });
}

/** The largest fall from a running peak to a later day's value: 0 when the curve never falls. */
export function maxDrawdown(curve: readonly EquityPoint[]): bigint {
  let largest = 0n;
  for (const point of curve) if (point.drawdown > largest) largest = point.drawdown;
  return largest;
}
