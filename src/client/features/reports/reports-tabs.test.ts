import { describe, expect, it } from 'vitest';
import { resolveReportsPath } from './reports-tabs';

describe('resolveReportsPath', () => {
  it.each([
    ['/reports', { kind: 'redirect', to: '/reports/investor-dashboard' }],
    ['/reports/', { kind: 'tab', tab: 'investor-dashboard' }],
    ['/reports/investor-dashboard', { kind: 'tab', tab: 'investor-dashboard' }],
    ['/reports/admin-tools', { kind: 'tab', tab: 'admin-tools' }],
    ['/reports/trades/', { kind: 'tab', tab: 'trades' }],
    ['/reports/metrics', { kind: 'tab', tab: 'metrics' }],
    ['/reports/audit-log', { kind: 'tab', tab: 'audit-log' }],
    ['/reports/generate', { kind: 'redirect', to: '/reports/investor-dashboard' }],
    ['/reports/unknown', { kind: 'redirect', to: '/' }],
    ['/reports/trades/extra', { kind: 'redirect', to: '/' }],
  ])('%s', (path, expected) => {
    expect(resolveReportsPath(path)).toEqual(expected);
  });
});
