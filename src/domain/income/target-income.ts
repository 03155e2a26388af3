import Decimal from 'decimal.js';

/** The target weekly percent slider (docs/requirements.md#inc-target). */
export const TARGET_WEEKLY_PERCENT = { min: 1, max: 2.5, step: 0.1, default: 1.5 } as const;

export const WEEKS_PER_YEAR = 52;

/** Above this annualized percent the calculator warns; exactly 100% does not. */
export const ANNUALIZED_NOTICE_ABOVE = 100;

/** The slider's value on its 0.1 grid and inside its range, whatever text the input hands over. */
export function snapTargetPercent(value: Decimal.Value): Decimal {
  const { min, max, step } = TARGET_WEEKLY_PERCENT;
  let parsed: Decimal;
  try {
    parsed = new Decimal(value);
  } catch {
    return new Decimal(TARGET_WEEKLY_PERCENT.default);
  }
  if (!parsed.isFinite()) return new Decimal(TARGET_WEEKLY_PERCENT.default);
  const snapped = parsed.div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(step);
  return Decimal.min(Decimal.max(snapped, min), max);
}

/** Annualized return = weekly return x 52, in percent, simple (docs/requirements.md#inc-target). */
export function annualizedReturn(weeklyPercent: Decimal.Value): Decimal {
  return new Decimal(weeklyPercent).times(WEEKS_PER_YEAR);
}

export function showsAnnualizedNotice(annualizedPercent: Decimal.Value): boolean {
  return new Decimal(annualizedPercent).gt(ANNUALIZED_NOTICE_ABOVE);
}

export interface TargetIncome {
  weeklyPercent: Decimal;
  /** capital x weekly percent; null until the capital is a number above 0. */
  weeklyTarget: Decimal | null;
  annualizedPercent: Decimal;
  /** The weekly target x 52: what the year would bring at this pace. */
  yearlyTarget: Decimal | null;
  notice: boolean;
}

export function targetIncome(capital: Decimal | null, weeklyPercent: Decimal.Value): TargetIncome {
  const percent = new Decimal(weeklyPercent);
  const annualizedPercent = annualizedReturn(percent);
  const weeklyTarget = capital !== null && capital.gt(0) ? capital.times(percent).div(100) : null;
  return {
    weeklyPercent: percent,
    weeklyTarget,
    annualizedPercent,
    yearlyTarget: weeklyTarget === null ? null : weeklyTarget.times(WEEKS_PER_YEAR),
    notice: showsAnnualizedNotice(annualizedPercent),
  };
}
