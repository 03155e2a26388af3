import { describe, expect, it } from 'vitest';
import type { PositionItem } from '../../../../domain/positions/responses';
import { groupPositions, openThetaLines, positionLines } from './position-groups';
import { samplePositions } from './sample-positions';

const sample = samplePositions('Q3 2025');
const byId = (id: number): PositionItem => sample.find((position) => position.id === id)!;

function theta(id: number, ticker: string, expirationDate: string | null, isOpen = true): PositionItem {
  const base = byId(-1);
  if (base.type !== 'THETA') throw new Error('sample -1 is a theta');
  return { ...base, id, ticker, expirationDate, isOpen, closeDate: isOpen ? null : base.closeDate };
}

describe('grouping the All Positions table', () => {
  it('open theta by expiration date, soonest first, tickers sorted inside a date', () => {
    const groups = groupPositions([
      theta(1, 'TSLA', '10/17/2025'),
      theta(2, 'NVDA', '09/19/2025'),
      theta(3, 'AAPL', '09/19/2025'),
      theta(4, 'AMD', '1/2/2026'),
      theta(5, 'OLD', null),
    ]);
    expect(groups.openTheta.map((group) => [group.key, group.expiration])).toEqual([
      ['2025-09-19', '09/19/2025'],
      ['2025-10-17', '10/17/2025'],
      ['2026-01-02', '1/2/2026'],
      ['', null],
    ]);
    expect(groups.openTheta[0]!.positions.map((position) => position.ticker)).toEqual(['AAPL', 'NVDA']);
    expect(groups.openThetaCount).toBe(5);
  });

  it('sorts dates by the calendar, not by the MM/DD/YYYY text', () => {
    const groups = groupPositions([theta(1, 'A', '12/19/2025'), theta(2, 'B', '01/16/2026')]);
    expect(groups.openTheta.map((group) => group.key)).toEqual(['2025-12-19', '2026-01-16']);
  });

  it('closed positions of every type, latest close first; open stock then open options', () => {
    const groups = groupPositions(sample);
    expect(groups.openTheta.flatMap((group) => group.positions.map((position) => position.ticker))).toEqual([
      'AAPL',
      'NVDA',
      'TSLA',
    ]);
    expect(groups.closed.map((position) => position.ticker)).toEqual(['META', 'XOM', 'AMD']);
    expect(groups.holdings.map((position) => `${position.type} ${position.ticker}`)).toEqual([
      'STOCK MSFT',
      'OPTION SPY',
    ]);
  });

  it('an empty quarter has empty groups', () => {
    expect(groupPositions([])).toEqual({ openTheta: [], openThetaCount: 0, closed: [], holdings: [] });
  });

  it('groups 5,000 positions quickly enough to run on every list change', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      ...sample[i % sample.length]!,
      id: i + 1,
      ticker: `T${i % 400}`,
    }));
    const start = performance.now();
    const groups = groupPositions(many);
    const elapsed = performance.now() - start;
    expect(groups.closed.length + groups.holdings.length + groups.openThetaCount).toBe(5000);
    expect(elapsed).toBeLessThan(250);
  });
});

describe('group lines', () => {
  it('OPEN POSITIONS: a sub-heading before the positions of each expiration date', () => {
    const groups = groupPositions(sample);
    expect(
      openThetaLines(groups.openTheta).map((line) =>
        line.kind === 'expiration' ? `${line.expiration} (${line.count})` : line.position.ticker,
      ),
    ).toEqual(['09/19/2025 (2)', 'AAPL', 'NVDA', '10/17/2025 (1)', 'TSLA']);
    expect(positionLines(groups.closed).map((line) => line.kind)).toEqual([
      'position',
      'position',
      'position',
    ]);
  });
});
