import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';

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

export interface TestIssuerOptions {
  /**
   * Authorization, token, userinfo, revocation and logout endpoints on a second origin, as with AWS
   * Cognito, whose hosted sign-in domain is not its issuer. The key set stays on the issuer's origin.
   */
  endpointsOnOtherOrigin?: boolean;
}

type Endpoint = 'discovery' | 'jwks' | 'userinfo';

export interface TestIssuer {
  issuer: string;
  /** Where the endpoints other than discovery and keys live (the issuer's origin unless asked otherwise). */
  endpointsOrigin: string;
  sign(claims: Record<string, unknown>, options?: SignOptions): Promise<string>;
  /**
   * What userinfo answers, besides `sub`, for a subject's tokens (a `sub` here overrides the real one).
   * Subjects never set answer `{ sub }` alone.
   */
  setUserinfo(sub: string, claims: Record<string, unknown>): void;
  /** The status each endpoint answers with: 200 serves it, anything else fails it (503: an outage). */
  statuses: Record<Endpoint, number>;
  /** Requests each endpoint has received. */
  hits: Record<Endpoint, number>;
  /** An endpoint's answers wait for its promise here, if any (a provider that has not answered yet). */
  holds: Partial<Record<Endpoint, Promise<void>>>;
  /** Stops answering; closing twice is fine. */
  close(): Promise<void>;
}

const TRUSTED_KID = 'test-trusted';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function shut(server: http.Server): Promise<void> {
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
}

/**
 * A real OpenID Connect issuer on 127.0.0.1: discovery, a key set, a userinfo endpoint that checks
 * the bearer token, and tokens signed on demand.
 */
export async function startTestIssuer(options: TestIssuerOptions = {}): Promise<TestIssuer> {
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const untrusted = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: TRUSTED_KID, alg: 'RS256', use: 'sig' };
  const userinfo = new Map<string, Record<string, unknown>>();
  const statuses: Record<Endpoint, number> = { discovery: 200, jwks: 200, userinfo: 200 };
  const hits: Record<Endpoint, number> = { discovery: 0, jwks: 0, userinfo: 0 };
  const holds: Partial<Record<Endpoint, Promise<void>>> = {};

  let issuer = '';
  let endpointsOrigin = '';

  async function answerUserinfo(req: http.IncomingMessage): Promise<[number, unknown]> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return [401, { error: 'invalid_token' }];
    try {
      const { payload } = await jwtVerify(token, trusted.publicKey, { issuer });
      const sub = String(payload.sub);
      return [200, { sub, ...userinfo.get(sub) }];
    } catch {
      return [401, { error: 'invalid_token' }];
    }
  }

  const handler: http.RequestListener = (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const serve = (endpoint: Endpoint, answer: () => Promise<[number, unknown]> | [number, unknown]) => {
      hits[endpoint] += 1;
      void Promise.resolve(holds[endpoint]).then(async () => {
        if (statuses[endpoint] !== 200) return send(statuses[endpoint], { error: 'temporarily_unavailable' });
        const [status, body] = await answer();
        send(status, body);
      });
    };
    if (req.url === '/.well-known/openid-configuration') {
      serve('discovery', () => [
        200,
        {
          issuer,
          jwks_uri: `${issuer}/jwks`,
          authorization_endpoint: `${endpointsOrigin}/authorize`,
          token_endpoint: `${endpointsOrigin}/token`,
          userinfo_endpoint: `${endpointsOrigin}/userinfo`,
          revocation_endpoint: `${endpointsOrigin}/revoke`,
          end_session_endpoint: `${endpointsOrigin}/logout`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        },
      ]);
    } else if (req.url === '/jwks') {
      serve('jwks', () => [200, { keys: [publicJwk] }]);
    } else if (req.url === '/userinfo') {
      serve('userinfo', () => answerUserinfo(req));
    } else {
      send(404, { error: 'not_found' });
    }
  };

  const server = http.createServer(handler);
  const other = options.endpointsOnOtherOrigin ? http.createServer(handler) : undefined;
  issuer = await listen(server);
  endpointsOrigin = other ? await listen(other) : issuer;

  return {
    issuer,
    endpointsOrigin,
    statuses,
    hits,
    holds,
    setUserinfo(sub, claims) {
      userinfo.set(sub, claims);
    },
    async sign(claims, signOptions = {}) {
      const key: CryptoKey = signOptions.key === 'untrusted' ? untrusted.privateKey : trusted.privateKey;
      const expiresIn = signOptions.expiresIn ?? '5m';
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: TRUSTED_KID, typ: 'at+jwt' })
          .setIssuer(signOptions.issuer ?? issuer)
          .setAudience(signOptions.audience ?? 'fund-api')
          .setIssuedAt()
          // Two tokens signed in the same second must still differ, as real ones do.
          .setJti(randomUUID())
          .setExpirationTime(
            typeof expiresIn === 'number' ? Math.floor(Date.now() / 1000) + expiresIn : expiresIn,
          )
          .sign(key)
      );
    },
    async close() {
      await Promise.all([shut(server), other ? shut(other) : undefined]);
    },
  };
}
