import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer';

describe('viewerOf', () => {
  it.each([
    ['a session still being restored waits', { status: 'loading', user: null }, null],
    ['a signed-out visitor', { status: 'signedOut', user: null }, 'visitor'],
    ['a signed-in user, by subject', { status: 'signedIn', user: { sub: 'u-1' } }, 'user:u-1'],
    ['another signed-in user', { status: 'signedIn', user: { sub: 'u-2', name: 'Bo' } }, 'user:u-2'],
    ['signed in without a profile', { status: 'signedIn', user: null }, 'user:'],
  ] as const)('%s', (_name, session, expected) => {
    expect(viewerOf(session)).toBe(expected);
  });
});
