import { describe, expect, it } from 'vitest';
import { choiceOf, withChoice } from './range-params';

describe("the Analytics view's range in the address", () => {
  it.each([
    ['', { preset: 'last-12-months', from: '', to: '', tag: '' }],
    ['range=ytd&tag=wheel', { preset: 'ytd', from: '', to: '', tag: 'wheel' }],
    [
      'range=custom&from=2025-01-01&to=2025-03-31',
      { preset: 'custom', from: '2025-01-01', to: '2025-03-31', tag: '' },
    ],
    // Dates belong to the custom range only; an unknown preset is the default.
    ['range=all&from=2025-01-01', { preset: 'all', from: '', to: '', tag: '' }],
    ['range=forever', { preset: 'last-12-months', from: '', to: '', tag: '' }],
  ])('reads ?%s', (query, choice) => {
    expect(choiceOf(new URLSearchParams(query))).toEqual(choice);
  });

  it('writes the choice beside the quarter, and reads back what it wrote', () => {
    const choice = { preset: 'custom', from: '2025-01-01', to: '', tag: 'e2e wheel' } as const;
    const params = withChoice(new URLSearchParams('quarter=Q3_2025&range=ytd&to=x'), choice);
    expect(params.toString()).toBe('quarter=Q3_2025&range=custom&from=2025-01-01&tag=e2e+wheel');
    expect(choiceOf(params)).toEqual(choice);
    expect(withChoice(params, { preset: 'last-12-months', from: '', to: '', tag: '' }).toString()).toBe(
      'quarter=Q3_2025',
    );
  });
});
