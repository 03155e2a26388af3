import { describe, expect, it } from 'vitest';
import { IssuerUnavailableError } from './errors';
import { parseMetadata } from './discovery';

const issuer = 'https://id.example.com';

describe('parseMetadata', () => {
  it('keeps the endpoints the app uses', () => {
    expect(
      parseMetadata(
        issuer,
        {
          issuer,
          jwks_uri: `${issuer}/jwks`,
          token_endpoint: 'https://login.example.com/token',
          userinfo_endpoint: `${issuer}/userinfo`,
          end_session_endpoint: 'https://login.example.com/logout',
        },
        'url',
      ),
    ).toEqual({
      issuer,
      jwksUri: `${issuer}/jwks`,
      authorizationEndpoint: undefined,
      tokenEndpoint: 'https://login.example.com/token',
      userinfoEndpoint: `${issuer}/userinfo`,
      revocationEndpoint: undefined,
      endSessionEndpoint: 'https://login.example.com/logout',
    });
  });

  it.each([
    ['plain http off this machine', 'http://login.example.com/token'],
    ['not a URL', 'login.example.com/token'],
    ['not a string', 42],
  ])('drops an endpoint that is %s', (_name, value) => {
    const parsed = parseMetadata(
      issuer,
      { issuer, jwks_uri: `${issuer}/jwks`, token_endpoint: value },
      'url',
    );
    expect(parsed.tokenEndpoint).toBeUndefined();
  });

  it('refuses a document without a usable key set or for another issuer', () => {
    expect(() => parseMetadata(issuer, { issuer }, 'url')).toThrow(IssuerUnavailableError);
    expect(() =>
      parseMetadata(issuer, { issuer: 'https://evil.example', jwks_uri: `${issuer}/j` }, 'url'),
    ).toThrow(IssuerUnavailableError);
    expect(() => parseMetadata(issuer, [], 'url')).toThrow(IssuerUnavailableError);
  });
});
