import { MISSION_LEGEND_ITEMS } from '../../../../domain/mission-chart';

/** Colours of the illustration's three lines, shared by the chart and its legend (which sits outside the lazy chart). */
export const MISSION_SERIES_STYLE = {
  price: { color: '#0f2a4a', dashed: false },
  upperBound: { color: '#0b6e64', dashed: true },
  lowerBound: { color: '#b45309', dashed: true },
} as const;

/** Which line each legend entry explains, in the legend's order. */
export const MISSION_LEGEND = [
  { text: MISSION_LEGEND_ITEMS[0], series: 'price' },
  { text: MISSION_LEGEND_ITEMS[1], series: 'upperBound' },
  { text: MISSION_LEGEND_ITEMS[2], series: 'lowerBound' },
] as const satisfies readonly { text: string; series: keyof typeof MISSION_SERIES_STYLE }[];
