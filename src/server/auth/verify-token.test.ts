import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError, IssuerUnavailableError } from './verify-token';

/** An issuer whose discovery answer the test controls. */
async function startControlledIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const state = { discoveryStatus: 200, advertisedIssuer: '', discoveryHits: 0 };
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      state.discoveryHits += 1;
      res.statusCode = state.discoveryStatus;
      res.end(JSON.stringify({ issuer: state.advertisedIssuer, jwks_uri: `${issuer}/jwks` }));
    } else {
      res.end(JSON.stringify({ keys: [jwk] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.advertisedIssuer = issuer;
  const sign = (claims: Record<string, unknown>, iss = issuer) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(iss)
      .setAudience('fund-api')
      .setExpirationTime('5m')
      .sign(privateKey);
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { issuer, state, sign, close };
}

describe('createTokenVerifier', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('refuses an http:// issuer that is not this machine', () => {
    expect(() =>
      createTokenVerifier({ issuer: 'http://idp.example.com', audience: 'a', allowedClaim: 'allowed' }),
    ).toThrow(/https/);
  });

  it('accepts https:// and loopback http:// issuers without contacting them', () => {
    for (const issuer of ['https://idp.example.com', 'http://localhost:3000/idp', 'http://[::1]:4000']) {
      expect(() => createTokenVerifier({ issuer, audience: 'a', allowedClaim: 'allowed' })).not.toThrow();
    }
  });

  it('refuses tokens when discovery names a different issuer', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    idp.state.advertisedIssuer = 'https://somewhere.else';
    const verifier = createTokenVerifier({
      issuer: idp.issuer,
      audience: 'fund-api',
      allowedClaim: 'allowed',
    });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }))).rejects.toBeInstanceOf(
      IssuerUnavailableError,
    );
  });

  it('tolerates a trailing slash in the advertised issuer and checks tokens against it', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    idp.state.advertisedIssuer = `${idp.issuer}/`;
    const verifier = createTokenVerifier({
      issuer: idp.issuer,
      audience: 'fund-api',
      allowedClaim: 'allowed',
    });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }, `${idp.issuer}/`))).resolves.toMatchObject({
      sub: 'a',
    });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('reads discovery once, and again after a failure', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    const verifier = createTokenVerifier({
      issuer: idp.issuer,
      audience: 'fund-api',
      allowedClaim: 'allowed',
    });
    const token = await idp.sign({ sub: 'a', allowed: true });

    idp.state.discoveryStatus = 503;
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailableError);
    idp.state.discoveryStatus = 200;
    await expect(verifier.verify(token)).resolves.toEqual({ sub: 'a', allowed: true });
    await verifier.verify(token);
    expect(idp.state.discoveryHits).toBe(2);
  });

  it('reports an unreachable issuer as unavailable, not as a bad token', async () => {
    const idp = await startControlledIssuer();
    const token = await idp.sign({ sub: 'a' });
    await idp.close();
    const verifier = createTokenVerifier({
      issuer: idp.issuer,
      audience: 'fund-api',
      allowedClaim: 'allowed',
      fetchTimeoutMs: 1000,
    });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailableError);
  });
});
