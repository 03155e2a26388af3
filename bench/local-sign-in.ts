import crypto from 'node:crypto';

/*
 * Signs in to a running app's local identity provider (/idp) the way the browser app does: code +
 * PKCE through the real sign-in page, then the token exchange. Plain fetch with a small cookie jar, so
 * a bench needs no browser for a token the running app trusts.
 */

const CLIENT_ID = process.env.OIDC_CLIENT_ID ?? 'fund-web';

class CookieJar {
  #cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size)
      headers.set('cookie', [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!.trim();
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page answers or one points under `stopAt`; returns the last address. */
  async follow(url: string, stopAt: string, init?: RequestInit): Promise<string> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return current;
      current = new URL(location, current).href;
      if (current.startsWith(stopAt)) return current;
      response = await this.request(current);
    }
    throw new Error('Sign-in: too many redirects');
  }
}

/** The access token of `email` from the app at `baseUrl` (its local provider under /idp). */
export async function localAccessToken(baseUrl: string, email: string, password: string): Promise<string> {
  const issuer = `${baseUrl}/idp`;
  const callback = `${baseUrl}/auth/callback`;
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: callback,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: crypto.randomBytes(8).toString('hex'),
    nonce: crypto.randomBytes(8).toString('hex'),
  });
  const jar = new CookieJar();
  const page = await jar.follow(`${issuer}/auth?${params}`, callback);
  const form = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  };
  const code = new URL(await jar.follow(page, callback, form)).searchParams.get('code');
  if (!code) throw new Error(`Sign-in as ${email} returned no code (wrong password?)`);
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`Token exchange failed: ${body.error ?? response.status}`);
  return body.access_token;
}
