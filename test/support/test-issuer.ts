import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface SignOptions {
  /** Seconds from now when a number (negative for an expired token), else a jose time span like '5m'. */
  expiresIn?: string | number;
  /** Defaults to this issuer. */
  issuer?: string;
  /** Defaults to 'fund-api'. */
  audience?: string;
  /** 'untrusted' signs with a key that the published key set does not hold. */
  key?: 'trusted' | 'untrusted';
}

export interface TestIssuer {
  issuer: string;
  sign(claims: Record<string, unknown>, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

const TRUSTED_KID = 'test-trusted';

/** A real OpenID Connect issuer on 127.0.0.1: discovery, a key set, and tokens signed on demand. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const untrusted = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: TRUSTED_KID, alg: 'RS256', use: 'sig' };

  let issuer = '';
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      send(200, {
        issuer,
        jwks_uri: `${issuer}/jwks`,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    } else if (req.url === '/jwks') {
      send(200, { keys: [publicJwk] });
    } else {
      send(404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    async sign(claims, options = {}) {
      const key: CryptoKey = options.key === 'untrusted' ? untrusted.privateKey : trusted.privateKey;
      const expiresIn = options.expiresIn ?? '5m';
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: TRUSTED_KID, typ: 'at+jwt' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? 'fund-api')
        .setIssuedAt()
        .setExpirationTime(
          typeof expiresIn === 'number' ? Math.floor(Date.now() / 1000) + expiresIn : expiresIn,
        )
        .sign(key);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
