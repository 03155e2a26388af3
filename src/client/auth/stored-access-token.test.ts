import fc from 'fast-check';
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredAccessToken } from './stored-access-token';

const KEY = 'oidc.user:https://idp.example:fund';
const NOW_MS = 1_800_000_000_500;
const nowSeconds = Math.floor(NOW_MS / 1000);

function storageWith(raw: string | null): Storage {
  const items = new Map<string, string>();
  if (raw !== null) items.set(KEY, raw);
  return {
    getItem: (key: string) => items.get(key) ?? null,
  } as Storage;
}

describe('readStoredAccessToken', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['nothing stored', null, undefined],
    ['not JSON', '{oops', undefined],
    ['no access token', JSON.stringify({ expires_at: nowSeconds + 60 }), undefined],
    ['an empty access token', JSON.stringify({ access_token: '', expires_at: nowSeconds + 60 }), undefined],
    ['a live token', JSON.stringify({ access_token: 'abc', expires_at: nowSeconds + 60 }), 'abc'],
    [
      'a token expiring this second',
      JSON.stringify({ access_token: 'abc', expires_at: nowSeconds }),
      undefined,
    ],
    ['an expired token', JSON.stringify({ access_token: 'abc', expires_at: nowSeconds - 1 }), undefined],
    ['a token without an expiry', JSON.stringify({ access_token: 'abc' }), 'abc'],
  ])('%s', (_name, raw, expected) => {
    expect(readStoredAccessToken(storageWith(raw), KEY, NOW_MS)).toBe(expected);
  });

  it('decides expiry as oidc-client-ts does for what it stores', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 0, max: 999 }),
        (offset, ms) => {
          const now = nowSeconds * 1000 + ms;
          const stored = new User({
            access_token: 'token',
            token_type: 'Bearer',
            profile: { sub: 'a', iss: 'https://idp.example', aud: 'fund', exp: 0, iat: 0 },
            expires_at: nowSeconds + offset,
          }).toStorageString();
          vi.spyOn(Date, 'now').mockReturnValue(now);
          const libraryExpired = User.fromStorageString(stored).expired;
          const read = readStoredAccessToken(storageWith(stored), KEY, now);
          expect(read === undefined).toBe(libraryExpired === true);
        },
      ),
    );
  });
});
