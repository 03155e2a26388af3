import { describe, expect, it } from 'vitest';
import { positionItemSchema } from '../../../../domain/positions/responses';
import { summarizeQuarter } from '../../../../domain/positions/quarter-summary';
import { SAMPLE_QUARTERS } from './sample-quarters';
import { samplePositions } from './sample-positions';

describe('mock data', () => {
  it('sample positions are valid list items with negative ids, filed under the viewed quarter', () => {
    const positions = samplePositions('Q2 2025');
    for (const position of positions) {
      expect(positionItemSchema.safeParse(position).success).toBe(true);
      expect(position.id).toBeLessThan(0);
      expect(position.quarter).toBe('Q2 2025');
    }
    expect(new Set(positions.map((position) => position.id)).size).toBe(positions.length);
  });

  it('a quarter of every kind: open and closed theta, stock and option', () => {
    const summary = summarizeQuarter(samplePositions('Q3 2025'));
    expect(summary.counts).toEqual({ THETA: 4, STOCK: 2, OPTION: 2 });
    expect(summary.open).toBe(5);
    expect(summary.quarterProfit.toFixed()).toBe('1010');
  });

  it('the sample quarter list runs Q1 2024 to Q3 2025', () => {
    expect(SAMPLE_QUARTERS.quarters[0]).toBe('Q1 2024');
    expect(SAMPLE_QUARTERS.quarters.at(-1)).toBe('Q3 2025');
    expect(SAMPLE_QUARTERS.quarters).toHaveLength(7);
  });
});
