import { useState } from 'react';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { useFundClock } from '../../../../config/fund-clock';
import { CapitalEfficiencyCalculator } from './capital-efficiency-calculator';
import { TargetIncomeCalculator } from './target-income-calculator';
import { WeeklyProfitTracker } from './weekly-profit-tracker';

interface EarningPowerTabProps {
  /** Display form, 'Q3 2025'. */
  quarter: string;
  /** The selected quarter's positions. */
  positions: PositionItem[];
}

/** The weekly income tools: the Weekly Profit Tracker and the two calculators. */
export function EarningPowerTab({ quarter, positions }: EarningPowerTabProps) {
  const clock = useFundClock();
  const [today] = useState(() => clock.today());
  return (
    <div className="earning-tab">
      <WeeklyProfitTracker quarter={quarter} positions={positions} today={today} />
      <TargetIncomeCalculator />
      <CapitalEfficiencyCalculator quarter={quarter} positions={positions} />
    </div>
  );
}
