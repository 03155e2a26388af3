import { describe, expect, it } from 'vitest';
import { equityCurve, maxDrawdown } from './drawdown';

const days = (...pnls: number[]) =>
  pnls.map((pnl, i) => ({ date: `2025-03-${String(i + 1).padStart(2, '0')}`, pnl: BigInt(pnl) }));
const figures = (pnls: number[]) => {
  const curve = equityCurve(days(...pnls));
  return {
    cumulative: curve.map((point) => Number(point.cumulative)),
    drawdown: curve.map((point) => Number(point.drawdown)),
    max: Number(maxDrawdown(curve)),
  };
};

describe('drawdown (docs/requirements.md#jr-drawdown)', () => {
  it.each<[string, number[], { cumulative: number[]; drawdown: number[]; max: number }]>([
    ['no days', [], { cumulative: [], drawdown: [], max: 0 }],
    ['only gains', [100, 50], { cumulative: [100, 150], drawdown: [0, 0], max: 0 }],
    // Peak 100, down to 70 (30); a new peak 120, down to 40 (80): the later, deeper fall is the max.
    [
      'a new peak',
      [100, -30, 50, -80],
      { cumulative: [100, 70, 120, 40], drawdown: [0, 30, 0, 80], max: 80 },
    ],
    // Peak 100 then down to 20 (80); the new peak 130 never falls as far again.
    [
      'the deepest before a new peak',
      [100, -80, 110, -10],
      { cumulative: [100, 20, 130, 120], drawdown: [0, 80, 0, 10], max: 80 },
    ],
    // The 0 before the first day is a peak: a losing start is a drawdown.
    ['a losing start', [-40, 10, -5], { cumulative: [-40, -30, -35], drawdown: [40, 30, 35], max: 40 }],
    ['back to the peak exactly', [50, -50, 50], { cumulative: [50, 0, 50], drawdown: [0, 50, 0], max: 50 }],
  ])('%s', (_name, pnls, expected) => {
    expect(figures(pnls)).toEqual(expected);
  });
});
