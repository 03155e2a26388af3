import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEV_USERS } from '../config';
import { createDiscovery } from '../auth/discovery';
import { createIdentity } from '../auth/identity';
import { LOCAL_IDP_PATH, mountLocalIdentityProvider } from './provider';

const CLIENT_ID = 'fund-web';
const AUDIENCE = 'fund-api';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startApp(dataDir: string, port: number): Promise<FastifyInstance> {
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = Fastify({ logger: false });
  // An API route with a JSON body, to show the provider leaves body parsing for the API alone.
  app.post('/api/echo', async (request) => ({ body: request.body }));
  await mountLocalIdentityProvider(app, {
    issuer: `${publicUrl}${LOCAL_IDP_PATH}`,
    publicUrl,
    dataDir,
    users: DEFAULT_DEV_USERS,
    clientId: CLIENT_ID,
    audience: AUDIENCE,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** Just enough of a browser: one cookie per name (the flow is sequential), no automatic redirects. */
class Browser {
  #cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size) {
      headers.set('cookie', [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some(
        (attr) =>
          /^max-age=0$/i.test(attr) || (/^expires=/i.test(attr) && Date.parse(attr.slice(8)) < Date.now()),
      );
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page answers, or until one points at `stopAt` (the app's callback). */
  async follow(
    url: string,
    stopAt: string,
    init?: RequestInit,
  ): Promise<{ url: string; response?: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current).href;
      if (current.startsWith(stopAt)) return { url: current };
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  error?: string;
}

describe('local identity provider', () => {
  let dataDir: string;
  let port: number;
  let publicUrl: string;
  let issuer: string;
  let callbackUrl: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-idp-'));
    port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    issuer = `${publicUrl}/idp`;
    callbackUrl = `${publicUrl}/auth/callback`;
    app = await startApp(dataDir, port);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server's reading of an access token, as the API makes it. */
  const identify = async (token: string) => {
    const identity = createIdentity({
      discovery: createDiscovery({ issuer }),
      audience: AUDIENCE,
      allowedClaim: 'allowed',
      auditorClaim: 'auditor',
    });
    return (await identity.authenticate(token)).user;
  };

  function authorizeUrl(challenge: string, redirectUri = callbackUrl): string {
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid profile email offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-123',
      nonce: 'nonce-456',
    });
    return `${issuer}/auth?${params}`;
  }

  function pkce() {
    const verifier = crypto.randomBytes(32).toString('base64url');
    return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
  }

  async function token(fields: Record<string, string>): Promise<{ status: number; body: TokenResponse }> {
    const response = await fetch(`${issuer}/token`, form({ client_id: CLIENT_ID, ...fields }));
    return { status: response.status, body: (await response.json()) as TokenResponse };
  }

  /** Signs in through the pages and exchanges the code, as the browser app does. */
  async function signIn(browser: Browser, email: string, password: string) {
    const { verifier: codeVerifier, challenge } = pkce();
    const page = await browser.follow(authorizeUrl(challenge), callbackUrl);
    expect(page.response?.status).toBe(200);
    const signedIn = await browser.follow(page.url, callbackUrl, form({ email, password }));
    const callback = new URL(signedIn.url);
    expect(callback.origin + callback.pathname).toBe(callbackUrl);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await token({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: callbackUrl,
      code_verifier: codeVerifier,
    });
    expect(exchanged.status).toBe(200);
    return exchanged.body;
  }

  const admin = DEFAULT_DEV_USERS.find((user) => user.allowed)!;
  const member = DEFAULT_DEV_USERS.find((user) => !user.allowed)!;
  const auditor = DEFAULT_DEV_USERS.find((user) => user.auditor)!;
  let adminTokens: TokenResponse;
  let adminBrowser: Browser;

  it('publishes discovery for its issuer', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(metadata.userinfo_endpoint).toBe(`${issuer}/me`);
  });

  it('shows an accessible sign-in page without inline script or style', async () => {
    const browser = new Browser();
    const { response, url } = await browser.follow(authorizeUrl(pkce().challenge), callbackUrl);
    expect(url).toMatch(new RegExp(`^${issuer}/interaction/[^/]+$`));
    expect(response?.headers.get('content-type')).toMatch(/text\/html/);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('<link rel="stylesheet" href="/idp/assets/idp.css">');
    const css = await fetch(`${publicUrl}/idp/assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('says "Invalid email or password." and keeps the e-mail on a wrong password', async () => {
    const browser = new Browser();
    const { url } = await browser.follow(authorizeUrl(pkce().challenge), callbackUrl);
    for (const attempt of [
      { email: admin.email, password: 'wrong' },
      { email: 'nobody@fund.local', password: admin.password },
      { email: '"><b>x</b>', password: '' },
    ]) {
      const response = await browser.request(url, form(attempt));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<p class="alert" role="alert">Invalid email or password\.<\/p>/);
      expect(html).toContain(
        `value="${attempt.email.replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}"`,
      );
      expect(html).not.toContain('<b>x</b>');
    }
  });

  it('signs the admin in with code + PKCE and issues JWT access tokens for the API', async () => {
    adminBrowser = new Browser();
    adminTokens = await signIn(adminBrowser, admin.email, admin.password);
    expect(adminTokens.token_type).toBe('Bearer');

    expect(decodeProtectedHeader(adminTokens.access_token).alg).toBe('RS256');
    const access = decodeJwt(adminTokens.access_token);
    expect(access).toMatchObject({
      iss: issuer,
      aud: AUDIENCE,
      client_id: CLIENT_ID,
      name: admin.name,
      email: admin.email,
      allowed: true,
    });
    const user = await identify(adminTokens.access_token);
    expect(user).toMatchObject({ sub: access.sub, name: admin.name, email: admin.email, allowed: true });
    expect(user.claims).toEqual({
      role: { claim: 'allowed', source: 'access_token', value: true },
      auditor: { claim: 'auditor', source: 'access_token', value: false },
      name: 'access_token',
      email: 'access_token',
      userinfo: 'not_needed',
    });

    // The standard split: the ID token says who signed in; profile and role are elsewhere.
    const id = decodeJwt(adminTokens.id_token ?? '');
    expect(id).toMatchObject({ iss: issuer, aud: CLIENT_ID, sub: access.sub, nonce: 'nonce-456' });
    for (const claim of ['name', 'email', 'email_verified', 'allowed', 'auditor'])
      expect(id).not.toHaveProperty(claim);
    expect(adminTokens.refresh_token).toBeTruthy();
  });

  it('refreshes into a new JWT access token and rotates the refresh token', async () => {
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: adminTokens.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(adminTokens.refresh_token);
    expect(decodeJwt(refreshed.body.access_token)).toMatchObject({
      aud: AUDIENCE,
      allowed: true,
      name: admin.name,
    });
    await expect(identify(refreshed.body.access_token)).resolves.toMatchObject({ allowed: true });
    adminTokens = { ...refreshed.body, id_token: refreshed.body.id_token ?? adminTokens.id_token };
  });

  it('refuses the API access token at userinfo, so the API reads the claims from the token itself', async () => {
    const response = await fetch(`${issuer}/me`, {
      headers: { authorization: `Bearer ${adminTokens.access_token}` },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it('gives a member allowed: false', async () => {
    const tokens = await signIn(new Browser(), member.email, member.password);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: member.email, allowed: false });
    expect(decodeJwt(tokens.id_token ?? '')).not.toHaveProperty('allowed');
    await expect(identify(tokens.access_token)).resolves.toMatchObject({ name: member.name, allowed: false });
  });

  it('gives the auditor auditor: true in the access token, so the API needs no userinfo', async () => {
    expect(auditor.email).toBe('auditor@fund.local');
    const tokens = await signIn(new Browser(), auditor.email, auditor.password);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ allowed: false, auditor: true });
    expect(decodeJwt(tokens.id_token ?? '')).not.toHaveProperty('auditor');
    const user = await identify(tokens.access_token);
    expect(user).toMatchObject({ allowed: false, auditor: true, name: auditor.name });
    expect(user.claims.userinfo).toBe('not_needed');
  });

  it('accepts the callback address on localhost as well as 127.0.0.1', async () => {
    const browser = new Browser();
    const localhostCallback = `http://localhost:${port}/auth/callback`;
    const { response, url } = await browser.follow(
      authorizeUrl(pkce().challenge, localhostCallback),
      localhostCallback,
    );
    expect(response?.status).toBe(200);
    expect(url).toContain('/idp/interaction/');
  });

  it('sets cookies that work on plain http (not secure-only)', async () => {
    const response = await fetch(authorizeUrl(pkce().challenge), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('renders its own error page for a bad request', async () => {
    const response = await fetch(authorizeUrl(pkce().challenge, 'http://evil.example/cb'));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1>Sign-in problem</h1>');
    expect(html).not.toMatch(/<script|\sstyle=|<style/);
  });

  it('explains an expired or unknown sign-in page', async () => {
    const response = await fetch(`${issuer}/interaction/no-such-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('answers through app.inject() too', async () => {
    const response = await app.inject('/idp/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ issuer });
  });

  it('leaves JSON API routes alone', async () => {
    const response = await fetch(`${publicUrl}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(await response.json()).toEqual({ body: { hello: 'world' } });
  });

  it('keeps keys and refresh tokens across a restart', async () => {
    const jwksBefore = await (await fetch(`${issuer}/jwks`)).json();
    expect(fs.statSync(path.join(dataDir, 'idp', 'jwks.json')).mode & 0o777).toBe(0o600);
    await app.close();
    app = await startApp(dataDir, port);

    expect(await (await fetch(`${issuer}/jwks`)).json()).toEqual(jwksBefore);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: adminTokens.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    await expect(identify(refreshed.body.access_token)).resolves.toMatchObject({
      email: admin.email,
      allowed: true,
    });
    adminTokens = { ...refreshed.body, id_token: adminTokens.id_token };
  });

  it('signs out through RP-initiated logout with a script file, not inline script', async () => {
    const params = new URLSearchParams({
      id_token_hint: adminTokens.id_token ?? '',
      post_logout_redirect_uri: `${publicUrl}/`,
      state: 'bye',
    });
    const page = await adminBrowser.request(`${issuer}/session/end?${params}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/idp/assets/logout.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toMatch(
      /<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out<\/button>/,
    );
    const script = await fetch(`${publicUrl}/idp/assets/logout.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('op.logoutForm');

    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await adminBrowser.request(new URL(action, issuer).href, form({ xsrf, logout: 'yes' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${publicUrl}/?state=bye`);
  });
});

describe('failed sign-ins on the local identity provider', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let issuer: string;
  const owner = {
    email: 'owner@fund.local',
    password: 'a long secret of ours',
    name: 'Owner',
    allowed: true,
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-idp-throttle-'));
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}${LOCAL_IDP_PATH}`;
    app = Fastify({ logger: false });
    await mountLocalIdentityProvider(app, {
      issuer,
      publicUrl: `http://127.0.0.1:${port}`,
      dataDir,
      users: [owner],
      clientId: CLIENT_ID,
      audience: AUDIENCE,
    });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the account after five wrong passwords, the right one too, with a clear message', async () => {
    const browser = new Browser();
    const callback = `http://127.0.0.1/never`;
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: issuer.replace(/\/idp$/, '/auth/callback'),
      scope: 'openid',
      code_challenge: crypto.createHash('sha256').update('v'.repeat(43)).digest('base64url'),
      code_challenge_method: 'S256',
      state: 's',
    });
    const page = await browser.follow(`${issuer}/auth?${params}`, callback);
    expect(page.response?.status).toBe(200);
    const attempt = (password: string) =>
      browser.request(page.url, form({ email: ' OWNER@fund.local', password }));
    for (let i = 0; i < 4; i += 1) {
      const wrong = await attempt(`wrong ${i}`);
      expect(wrong.status).toBe(200);
      expect(await wrong.text()).toContain('Invalid email or password.');
    }
    const fifth = await attempt('wrong 4');
    expect(fifth.status).toBe(429);
    const right = await attempt(owner.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await right.text()).toContain(
      'Too many failed sign-in attempts for this account or from this address. Try again in 15 minutes.',
    );
  });
});
