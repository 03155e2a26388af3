import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, providerOrigins } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the content security policy for the identity provider', () => {
  it('allows only the issuer’s origin before discovery is read', () => {
    const csp = contentSecurityPolicy(providerOrigins('https://id.example.com/realms/fund'));
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://id.example.com");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://id.example.com");
  });

  it('adds the origins of the endpoints the browser uses, once each', () => {
    const origins = providerOrigins('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc', {
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
      jwksUri: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/.well-known/jwks.json',
      authorizationEndpoint: 'https://fund.auth.eu-west-1.amazoncognito.com/oauth2/authorize',
      tokenEndpoint: 'https://fund.auth.eu-west-1.amazoncognito.com/oauth2/token',
      userinfoEndpoint: 'https://fund.auth.eu-west-1.amazoncognito.com/oauth2/userInfo',
      revocationEndpoint: 'https://fund.auth.eu-west-1.amazoncognito.com/oauth2/revoke',
      endSessionEndpoint: 'https://fund.auth.eu-west-1.amazoncognito.com/logout',
    });
    const csp = contentSecurityPolicy(origins);
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://fund.auth.eu-west-1.amazoncognito.com",
    );
    expect(directive(csp, 'form-action')).toBe(
      "form-action 'self' https://cognito-idp.eu-west-1.amazonaws.com https://fund.auth.eu-west-1.amazoncognito.com",
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('puts only an origin into the header, whatever the address holds', () => {
    const origins = providerOrigins('https://id.example.com', {
      issuer: 'https://id.example.com',
      jwksUri: 'https://id.example.com/jwks',
      tokenEndpoint: "https://login.example.com/token; script-src 'unsafe-inline'",
    });
    expect(origins.connect).toEqual(['https://id.example.com', 'https://login.example.com']);
  });
});
