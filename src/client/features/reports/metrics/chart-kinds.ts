/** The share distribution's chart types, read by the view (its switch) and the chart (what to draw). */
export const CHARTS = ['bar', 'pie'] as const;
export type ChartKind = (typeof CHARTS)[number];
export const CHART_LABELS: Record<ChartKind, string> = { bar: 'Bar', pie: 'Pie' };
