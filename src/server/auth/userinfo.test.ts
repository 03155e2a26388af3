import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { IssuerUnavailableError } from './errors';
import { createProviderStatus } from './provider-status';
import { createUserinfoClient } from './userinfo';

describe('userinfo lookup', () => {
  let issuer: TestIssuer;
  let endpoint: string;
  const inFiveMinutes = () => Math.floor(Date.now() / 1000) + 300;

  beforeAll(async () => {
    issuer = await startTestIssuer({ endpointsOnOtherOrigin: true });
    endpoint = `${issuer.endpointsOrigin}/userinfo`;
    issuer.setUserinfo('ada', { name: 'Ada', allowed: true });
  });
  afterAll(async () => {
    await issuer?.close();
  });

  const client = (maxEntries = 1000) =>
    createUserinfoClient({
      fetchTimeoutMs: 2000,
      retryAfterMs: 0,
      status: createProviderStatus(issuer.issuer),
      maxEntries,
    });

  it('answers the claims for the token’s subject', async () => {
    const answer = await client().lookup(endpoint, await issuer.sign({ sub: 'ada' }), 'ada', inFiveMinutes());
    expect(answer).toEqual({ kind: 'claims', claims: { sub: 'ada', name: 'Ada', allowed: true } });
  });

  it('refuses an answer about another subject', async () => {
    const answer = await client().lookup(endpoint, await issuer.sign({ sub: 'ada' }), 'bob', inFiveMinutes());
    expect(answer).toEqual({ kind: 'refused', reason: 'the answer is about another subject' });
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const lookup = client(2);
    const tokens = await Promise.all([1, 2, 3].map(() => issuer.sign({ sub: 'ada' })));
    const ask = (token: string) => lookup.lookup(endpoint, token, 'ada', inFiveMinutes());
    const before = issuer.hits.userinfo;
    for (const token of tokens) await ask(token);
    await ask(tokens[2]!);
    await ask(tokens[1]!);
    expect(issuer.hits.userinfo - before).toBe(3);
    await ask(tokens[0]!);
    expect(issuer.hits.userinfo - before).toBe(4);
  });

  it('does not keep an answer past the token’s expiry', async () => {
    const lookup = client();
    const token = await issuer.sign({ sub: 'ada' });
    const before = issuer.hits.userinfo;
    const expired = Math.floor(Date.now() / 1000) - 1;
    await lookup.lookup(endpoint, token, 'ada', expired);
    await lookup.lookup(endpoint, token, 'ada', expired);
    expect(issuer.hits.userinfo - before).toBe(2);
  });

  it('reports an outage as unavailable and does not keep it', async () => {
    const lookup = client();
    const token = await issuer.sign({ sub: 'ada' });
    issuer.statuses.userinfo = 503;
    await expect(lookup.lookup(endpoint, token, 'ada', inFiveMinutes())).rejects.toBeInstanceOf(
      IssuerUnavailableError,
    );
    issuer.statuses.userinfo = 200;
    await expect(lookup.lookup(endpoint, token, 'ada', inFiveMinutes())).resolves.toMatchObject({
      kind: 'claims',
    });
  });
});
