import { describe, expect, it } from 'vitest';
import { presetRange } from './ranges';

describe('range presets of the Analytics view (docs/requirements.md#jr-screen)', () => {
  it.each([
    ['this-quarter', '2025-11-24', { from: '2025-10-01', to: '2025-12-31' }],
    ['this-quarter', '2025-03-31', { from: '2025-01-01', to: '2025-03-31' }],
    ['last-quarter', '2025-11-24', { from: '2025-07-01', to: '2025-09-30' }],
    ['last-quarter', '2025-02-10', { from: '2024-10-01', to: '2024-12-31' }], // across the year
    ['ytd', '2025-11-24', { from: '2025-01-01', to: '2025-11-24' }],
    ['ytd', '2025-01-01', { from: '2025-01-01', to: '2025-01-01' }],
    ['last-12-months', '2025-11-24', { from: '2024-11-25', to: '2025-11-24' }],
    ['last-12-months', '2025-03-01', { from: '2024-03-02', to: '2025-03-01' }],
    // 29 February 2024 has no twin a year later: a year back from 28 Feb 2025 is 28 Feb 2024.
    ['last-12-months', '2025-02-28', { from: '2024-02-29', to: '2025-02-28' }],
    ['last-12-months', '2024-02-29', { from: '2023-03-01', to: '2024-02-29' }],
    ['all', '2025-11-24', { from: null, to: null }],
    ['custom', '2025-11-24', null],
  ] as const)('%s on %s', (preset, today, range) => {
    expect(presetRange(preset, today)).toEqual(range);
  });
});
