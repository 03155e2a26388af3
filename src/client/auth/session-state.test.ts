import { describe, expect, it } from 'vitest';
import { deriveSessionState, type StoredUser } from './session-state';

const user = (overrides: Partial<StoredUser> = {}): StoredUser => ({
  expired: false,
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  profile: { sub: 'u-1', name: 'Ada Lovelace', email: 'ada@fund.local' },
  ...overrides,
});

describe('deriveSessionState', () => {
  it('is loading while the auth library starts', () => {
    expect(deriveSessionState({ isLoading: true }).status).toBe('loading');
  });

  it('is signed out without a user', () => {
    expect(deriveSessionState({ isLoading: false, user: null })).toEqual({ status: 'signedOut', user: null });
  });

  it('is signed in with subject, name, e-mail and token', () => {
    expect(deriveSessionState({ isLoading: false, user: user() })).toEqual({
      status: 'signedIn',
      user: { sub: 'u-1', name: 'Ada Lovelace', email: 'ada@fund.local' },
      accessToken: 'token-1',
    });
  });

  it('never reads a role from the ID token, even one that carries the claim', () => {
    const state = deriveSessionState({
      isLoading: false,
      user: user({ profile: { sub: 'u-1', allowed: true } }),
    });
    expect(state.user).toEqual({ sub: 'u-1', name: undefined, email: undefined });
  });

  it('waits for an expired session that a refresh token can renew', () => {
    expect(deriveSessionState({ isLoading: false, user: user({ expired: true }) }).status).toBe('loading');
  });

  it('is signed out when the session expired and cannot renew', () => {
    const expired = user({ expired: true, refresh_token: undefined });
    expect(deriveSessionState({ isLoading: false, user: expired }).status).toBe('signedOut');
  });
});
