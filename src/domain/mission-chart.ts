/** One month of the mission page's illustration. */
export interface MissionSamplePoint {
  month: string;
  price: number;
  /** Where the overlay would sell calls: the top of the trading channel. */
  upperBound: number;
  /** Where the overlay would sell puts or add a hedge: the bottom of the channel. */
  lowerBound: number;
}

/**
 * 'Strategy Visualization: Adaptive Options Overlay': an illustration, not fund data. A core holding
 * rises with ordinary pull-backs; the channel (about 8 % either side) follows it, widening a little
 * after the sharper moves, as a dynamic channel would.
 */
export const MISSION_CHART_POINTS: readonly MissionSamplePoint[] = [
  { month: 'Jan', price: 100, upperBound: 108, lowerBound: 92 },
  { month: 'Feb', price: 104, upperBound: 112, lowerBound: 96 },
  { month: 'Mar', price: 101, upperBound: 110, lowerBound: 93 },
  { month: 'Apr', price: 107, upperBound: 116, lowerBound: 98 },
  { month: 'May', price: 112, upperBound: 121, lowerBound: 103 },
  { month: 'Jun', price: 109, upperBound: 119, lowerBound: 99 },
  { month: 'Jul', price: 115, upperBound: 125, lowerBound: 105 },
  { month: 'Aug', price: 121, upperBound: 131, lowerBound: 111 },
  { month: 'Sep', price: 117, upperBound: 128, lowerBound: 106 },
  { month: 'Oct', price: 124, upperBound: 134, lowerBound: 114 },
  { month: 'Nov', price: 130, upperBound: 140, lowerBound: 120 },
  { month: 'Dec', price: 136, upperBound: 147, lowerBound: 125 },
];

/** Tooltip names of the three series. */
export const MISSION_SERIES_LABELS = {
  price: 'Stock Price',
  upperBound: 'Upper Range',
  lowerBound: 'Lower Range',
} as const satisfies Record<Exclude<keyof MissionSamplePoint, 'month'>, string>;

export const MISSION_TOOLTIP_LABEL_PREFIX = 'Month:';

export const MISSION_LEGEND_ITEMS = [
  'Core Long Positions (5-10+ years)',
  'Dynamic Trading Channels',
  'Hedging Levels (Added as Needed)',
] as const;
