import { describe, expect, it } from 'vitest';
import { allocationDescription, SUMMARY_LIMIT, toggleLabel, visibleHoldings } from './holdings-summary-model';

describe('toggleLabel', () => {
  it.each([
    ['no toggle when everything fits', 8, false, null],
    ['no toggle for fewer holdings', 3, true, null],
    ['one more', 9, false, 'Show All Holdings (+1 more)'],
    ['collapsed with ten more', 18, false, 'Show All Holdings (+10 more)'],
    ['expanded says how many it would hide', 18, true, 'Show Less (10 hidden)'],
  ] as const)('%s', (_scenario, total, expanded, expected) => {
    expect(toggleLabel(total, expanded)).toBe(expected);
  });
});

describe('visibleHoldings', () => {
  const items = Array.from({ length: 12 }, (_, index) => index);

  it('shows the first eight while collapsed', () => {
    expect(visibleHoldings(items, false)).toEqual(items.slice(0, SUMMARY_LIMIT));
  });

  it('shows everything when expanded', () => {
    expect(visibleHoldings(items, true)).toEqual(items);
  });
});

describe('allocationDescription', () => {
  it('names the largest five and sums the rest', () => {
    const items = [
      { ticker: 'CASH', percentage: 2 },
      { ticker: 'AAPL', percentage: 30 },
      { ticker: 'MSFT', percentage: 20 },
      { ticker: 'NVDA', percentage: 15 },
      { ticker: 'AMZN', percentage: 12 },
      { ticker: 'META', percentage: 11 },
      { ticker: 'V', percentage: 10 },
    ];
    expect(allocationDescription(items)).toBe(
      'Portfolio allocation across 7 holdings. Largest: AAPL 30.00%, MSFT 20.00%, NVDA 15.00%, AMZN 12.00%, META 11.00%; 2 others 12.00%.',
    );
  });

  it('reads well for one holding and for none', () => {
    expect(allocationDescription([{ ticker: 'CASH', percentage: 100 }])).toBe(
      'Portfolio allocation across 1 holding. Largest: CASH 100.00%.',
    );
    expect(allocationDescription([])).toBe('Portfolio allocation: no holdings');
  });
});
