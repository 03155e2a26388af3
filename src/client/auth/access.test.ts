import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../domain/identity/me';
import { ApiError } from '../api/http';
import { deriveAccess } from './access';
import type { SessionState } from './session-state';

const signedIn = (profile: Partial<{ name: string; email: string }> = {}): SessionState => ({
  status: 'signedIn',
  user: { sub: 'u-1', ...profile },
});

const me = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  sub: 'u-1',
  role: 'administrator',
  name: 'Alex Morgan',
  email: 'admin@fund.local',
  investor: null,
  claims: {
    role: { claim: 'allowed', source: 'access_token', value: true },
    auditor: { claim: 'auditor', source: 'access_token', value: false },
    name: 'access_token',
    email: 'access_token',
    userinfo: 'not_needed',
  },
  ...overrides,
});

describe('deriveAccess', () => {
  it('is loading while the session is', () => {
    expect(deriveAccess({ status: 'loading', user: null }, {})).toEqual({ status: 'loading', user: null });
  });

  it('is signed out without a session, whatever a stale answer says', () => {
    expect(deriveAccess({ status: 'signedOut', user: null }, { data: me() })).toEqual({
      status: 'signedOut',
      user: null,
    });
  });

  it('waits for the server: "Authenticating..." rather than a guess from the ID token', () => {
    expect(deriveAccess(signedIn({ name: 'Ada' }), {}).status).toBe('loading');
  });

  it.each(['administrator', 'auditor', 'none'] as const)('takes the role %s from the server', (role) => {
    expect(deriveAccess(signedIn(), { data: me({ role }) })).toEqual({
      status: 'signedIn',
      user: { sub: 'u-1', name: 'Alex Morgan', email: 'admin@fund.local', role },
    });
  });

  it('carries the investor the server linked, for the My Account link', () => {
    const investor = { id: 7, name: 'Riley Park' };
    expect(deriveAccess(signedIn(), { data: me({ role: 'investor', investor }) }).user).toMatchObject({
      role: 'investor',
      investor,
    });
    expect(deriveAccess(signedIn(), { data: me({ role: 'none' }) }).user).not.toHaveProperty('investor');
  });

  it('shows the server’s name, and the ID token’s only when the server has none', () => {
    expect(deriveAccess(signedIn({ name: 'Id Name' }), { data: me() }).user?.name).toBe('Alex Morgan');
    const noName = me({ name: null, email: null });
    expect(deriveAccess(signedIn({ name: 'Id Name', email: 'id@x.y' }), { data: noName }).user).toMatchObject(
      {
        name: 'Id Name',
        email: 'id@x.y',
      },
    );
  });

  it('never uses an answer about another user', () => {
    expect(deriveAccess(signedIn(), { data: me({ sub: 'someone-else' }) }).status).toBe('loading');
  });

  it('says why when the server could not decide (the provider is down)', () => {
    const error = new ApiError(
      503,
      'The sign-in service cannot be reached right now. Please try again in a minute.',
    );
    expect(deriveAccess(signedIn(), { error })).toEqual({
      status: 'signedIn',
      user: { sub: 'u-1', name: undefined, email: undefined, role: null },
      problem: error.message,
    });
  });

  it('keeps the last answer when a later check fails', () => {
    const error = new ApiError(503, 'down');
    expect(deriveAccess(signedIn(), { data: me(), error }).user?.role).toBe('administrator');
  });

  it('waits while a refused session (401) is dropped', () => {
    expect(deriveAccess(signedIn(), { error: new ApiError(401, 'Unauthorized') }).status).toBe('loading');
  });
});
