import { describe, expect, it } from 'vitest';
import { filterOf } from './range-choice';

const TODAY = '2025-11-24';

describe('the range the Analytics view asks for', () => {
  it.each([
    [
      { preset: 'this-quarter', from: '', to: '', tag: '' },
      { range: { from: '2025-10-01', to: '2025-12-31' }, tag: null },
    ],
    [
      { preset: 'all', from: '2020-01-01', to: '', tag: 'wheel' },
      { range: { from: null, to: null }, tag: 'wheel' },
    ],
    [
      { preset: 'custom', from: '2025-03-01', to: '2025-03-31', tag: '' },
      { range: { from: '2025-03-01', to: '2025-03-31' }, tag: null },
    ],
    [
      { preset: 'custom', from: '', to: '2025-03-31', tag: '' },
      { range: { from: null, to: '2025-03-31' }, tag: null },
    ],
  ] as const)('%j', (choice, filter) => {
    expect(filterOf(choice, TODAY)).toEqual({ filter, problem: null });
  });

  it.each([
    ['2025-04-01', '2025-03-01', 'The from date must be on or before the to date'],
    ['0099-01-01', '', 'From must be between 1900-01-01 and 2100-12-31'],
  ])("refuses %s to %s in the API's words", (from, to, problem) => {
    expect(filterOf({ preset: 'custom', from, to, tag: '' }, TODAY)).toEqual({ filter: null, problem });
  });
});
