import { describe, expect, it } from 'vitest';
import { buildReturnTo, returnToFromState, safeReturnTo } from './return-to';

describe('buildReturnTo', () => {
  it('keeps the path and query', () => {
    expect(buildReturnTo('/about/performance', '?range=year')).toBe('/about/performance?range=year');
  });

  it('drops a query that mentions error', () => {
    expect(buildReturnTo('/reports/trades', '?error=access_denied&state=x')).toBe('/reports/trades');
    expect(buildReturnTo('/', '?foo=1&error_description=bad')).toBe('/');
  });

  it('never returns to the callback route', () => {
    expect(buildReturnTo('/auth/callback', '')).toBe('/');
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['a missing value', undefined],
    ['a number', 42],
    ['another origin', 'https://evil.example/path'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a relative path', 'reports'],
    ['the callback route', '/auth/callback?code=1'],
  ])('falls back to / for %s', (_name, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('keeps a same-origin path with query and hash', () => {
    expect(safeReturnTo('/reports/metrics?view=chart#top')).toBe('/reports/metrics?view=chart#top');
  });
});

describe('returnToFromState', () => {
  it('reads returnTo from the sign-in state', () => {
    expect(returnToFromState({ returnTo: '/reports/trades' })).toBe('/reports/trades');
  });

  it('defaults to / when the state carries none', () => {
    expect(returnToFromState(undefined)).toBe('/');
    expect(returnToFromState({})).toBe('/');
    expect(returnToFromState('text')).toBe('/');
  });
});
