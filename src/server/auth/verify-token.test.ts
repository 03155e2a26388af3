import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { createDiscovery } from './discovery';
import { createProviderStatus } from './provider-status';
import { createTokenVerifier, InvalidTokenError, IssuerUnavailableError } from './verify-token';

/** An issuer whose discovery answer (status and advertised issuer) the test controls. */
async function startControlledIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const state = { discoveryStatus: 200, advertisedIssuer: '', discoveryHits: 0, jwks: {} as unknown };
  state.jwks = { keys: [jwk] };
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      state.discoveryHits += 1;
      res.statusCode = state.discoveryStatus;
      res.end(JSON.stringify({ issuer: state.advertisedIssuer, jwks_uri: `${issuer}/jwks` }));
    } else {
      res.end(JSON.stringify(state.jwks));
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

function recordingLog() {
  const lines: [string, string][] = [];
  return {
    lines,
    warn: (_details: object, message: string) => lines.push(['warn', message]),
    info: (_details: object, message: string) => lines.push(['info', message]),
  };
}

describe('createTokenVerifier', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('refuses an http:// issuer that is not this machine', () => {
    expect(() => createTokenVerifier({ issuer: 'http://idp.example.com', audience: 'a' })).toThrow(/https/);
  });

  it('accepts https:// and loopback http:// issuers without contacting them', () => {
    for (const issuer of ['https://idp.example.com', 'http://localhost:3000/idp', 'http://[::1]:4000']) {
      expect(() => createTokenVerifier({ issuer, audience: 'a' })).not.toThrow();
    }
  });

  it('refuses tokens when discovery names a different issuer', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    idp.state.advertisedIssuer = 'https://somewhere.else';
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: 'fund-api' });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }))).rejects.toBeInstanceOf(
      IssuerUnavailableError,
    );
  });

  it('tolerates a trailing slash in the advertised issuer and checks tokens against it', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    idp.state.advertisedIssuer = `${idp.issuer}/`;
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: 'fund-api' });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }, `${idp.issuer}/`))).resolves.toMatchObject({
      sub: 'a',
    });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('reads discovery once, remembers a failure for a while, and reads again after it', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: 'fund-api', retryAfterMs: 300 });
    const token = await idp.sign({ sub: 'a', allowed: true });

    idp.state.discoveryStatus = 503;
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailableError);
    idp.state.discoveryStatus = 200;
    // Within the retry period the failure is answered at once, without asking the provider.
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailableError);
    expect(idp.state.discoveryHits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'a', allowed: true });
    await verifier.verify(token);
    expect(idp.state.discoveryHits).toBe(2);
  });

  it('reports an unreachable issuer as unavailable, not as a bad token', async () => {
    const idp = await startControlledIssuer();
    const token = await idp.sign({ sub: 'a' });
    await idp.close();
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: 'fund-api', fetchTimeoutMs: 1000 });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailableError);
  });

  it('reports a key set that is not one as unavailable', async () => {
    const idp = await startControlledIssuer();
    close = idp.close;
    idp.state.jwks = { keys: 'none' };
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: 'fund-api' });
    await expect(verifier.verify(await idp.sign({ sub: 'a' }))).rejects.toBeInstanceOf(
      IssuerUnavailableError,
    );
  });
});

describe('token verification while the provider is down', () => {
  let issuer: TestIssuer;
  afterEach(async () => {
    await issuer?.close();
  });

  it('keeps verifying with the keys it already holds, without asking the provider', async () => {
    issuer = await startTestIssuer();
    const log = recordingLog();
    const discovery = createDiscovery({
      issuer: issuer.issuer,
      retryAfterMs: 60_000,
      status: createProviderStatus(issuer.issuer, log),
    });
    const verifier = createTokenVerifier({ issuer: issuer.issuer, audience: 'fund-api', discovery });
    await verifier.verify(await issuer.sign({ sub: 'early' }));

    await issuer.close();
    for (const sub of ['later-1', 'later-2']) {
      await expect(verifier.verify(await issuer.sign({ sub }))).resolves.toMatchObject({ sub });
    }
    // A forged token is still a bad token, not an outage.
    await expect(
      verifier.verify(await issuer.sign({ sub: 'x' }, { key: 'untrusted' })),
    ).rejects.toBeInstanceOf(InvalidTokenError);
    expect(log.lines).toEqual([]);
  });

  it('answers unavailable for a token it cannot check, logs a warning once, and a notice when back', async () => {
    issuer = await startTestIssuer();
    const log = recordingLog();
    const discovery = createDiscovery({
      issuer: issuer.issuer,
      retryAfterMs: 100,
      status: createProviderStatus(issuer.issuer, log),
    });
    const verifier = createTokenVerifier({ issuer: issuer.issuer, audience: 'fund-api', discovery });
    const token = await issuer.sign({ sub: 'a' });

    issuer.statuses.discovery = 503;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(verifier.verify(token)).rejects.toBeInstanceOf(IssuerUnavailableError);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(issuer.hits.discovery).toBe(3);
    expect(log.lines.map(([level]) => level)).toEqual(['warn']);

    issuer.statuses.discovery = 200;
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'a' });
    expect(log.lines.map(([level]) => level)).toEqual(['warn', 'info']);
  });

  it('keeps a verified token until it expires, then refuses it without asking the provider again', async () => {
    const idp = await startControlledIssuer();
    onTestFinished(() => idp.close());
    let clock = Date.now();
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: 'fund-api', now: () => clock });
    const token = await idp.sign({ sub: 'a' });
    const first = await verifier.verify(token);
    // Kept: the same claims come back even with the provider gone.
    idp.state.jwks = { keys: [] };
    expect(await verifier.verify(token)).toBe(first);
    clock += 6 * 60 * 1000;
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
