import { describe, expect, it } from 'vitest';
import { deriveSessionState, type StoredUser } from './session-state';

const user = (overrides: Partial<StoredUser> = {}): StoredUser => ({
  expired: false,
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  profile: { name: 'Ada Lovelace', email: 'ada@fund.local', allowed: true },
  ...overrides,
});

describe('deriveSessionState', () => {
  it('is loading while the auth library starts', () => {
    expect(deriveSessionState({ isLoading: true }, 'allowed').status).toBe('loading');
  });

  it('is signed out without a user', () => {
    expect(deriveSessionState({ isLoading: false, user: null }, 'allowed')).toEqual({
      status: 'signedOut',
      user: null,
    });
  });

  it('is signed in with name, e-mail, token and the allowed claim', () => {
    expect(deriveSessionState({ isLoading: false, user: user() }, 'allowed')).toEqual({
      status: 'signedIn',
      user: { name: 'Ada Lovelace', email: 'ada@fund.local', allowed: true },
      accessToken: 'token-1',
    });
  });

  it.each([
    ['the string "true"', 'true'],
    ['the number 1', 1],
    ['a missing claim', undefined],
  ])('is not allowed for %s', (_name, claim) => {
    const state = deriveSessionState(
      { isLoading: false, user: user({ profile: { allowed: claim } }) },
      'allowed',
    );
    expect(state.user?.allowed).toBe(false);
  });

  it('reads the claim under its configured name', () => {
    const profile = { 'https://fund.example/allowed': true };
    const state = deriveSessionState(
      { isLoading: false, user: user({ profile }) },
      'https://fund.example/allowed',
    );
    expect(state.user).toEqual({ name: undefined, email: undefined, allowed: true });
  });

  it('waits for an expired session that a refresh token can renew', () => {
    expect(deriveSessionState({ isLoading: false, user: user({ expired: true }) }, 'allowed').status).toBe(
      'loading',
    );
  });

  it('is signed out when the session expired and cannot renew', () => {
    const expired = user({ expired: true, refresh_token: undefined });
    expect(deriveSessionState({ isLoading: false, user: expired }, 'allowed').status).toBe('signedOut');
  });
});
