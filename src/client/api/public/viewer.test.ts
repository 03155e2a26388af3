import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer';

describe('viewerOf', () => {
  it.each([
    ['a session still being restored waits', { status: 'loading', user: null }, null],
    ['a signed-out visitor', { status: 'signedOut', user: null }, 'visitor'],
    ['a member without the claim', { status: 'signedIn', user: { allowed: false } }, 'member'],
    ['the administrator', { status: 'signedIn', user: { allowed: true } }, 'allowed'],
    ['signed in without a profile', { status: 'signedIn', user: null }, 'member'],
  ] as const)('%s', (_name, session, expected) => {
    expect(viewerOf(session)).toBe(expected);
  });
});
