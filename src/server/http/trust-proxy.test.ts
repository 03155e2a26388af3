import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { isTrustProxySetting, parseTrustProxy, TRUST_PROXY_MESSAGE } from './trust-proxy';

// inject() connects from 127.0.0.1; the two forwarded addresses are the client and a proxy before us.
const FORGED = {
  'x-forwarded-for': '203.0.113.7, 198.51.100.2',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** What Fastify makes of a forged request under the setting. */
async function seenWith(setting: string | undefined) {
  const app = Fastify({ trustProxy: parseTrustProxy(setting) });
  app.get('/', async (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
  const res = await app.inject({ url: '/', headers: { host: 'fund.example', ...FORGED } });
  await app.close();
  return res.json() as { ip: string; host: string; protocol: string };
}

const OWN = { ip: '127.0.0.1', host: 'fund.example', protocol: 'http' };

describe('TRUST_PROXY', () => {
  it.each([
    ['1', true],
    ['0', true],
    ['127.0.0.1', true],
    ['127.0.0.1, 10.0.0.0/8', true],
    ['::1,fd00::/8', true],
    ['loopback,uniquelocal', true],
    ['true', false],
    ['*', false],
    ['10.0.0.0/33', false],
    ['10.0.0.0/8/1', false],
    ['evil.example', false],
    ['127.0.0.1,', false],
    ['-1', false],
  ])('%j reads: %s', (text, reads) => {
    expect(isTrustProxySetting(text)).toBe(reads);
  });

  it('is refused at start-up with the forms it takes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_MESSAGE);
  });

  it.each([undefined, '', '0', '10.0.0.0/8', '198.51.100.2'])(
    'with %j, a peer it does not name is not believed',
    async (setting) => {
      expect(await seenWith(setting)).toEqual(OWN);
    },
  );

  it('believes the peer it names: the client address, host and protocol follow the headers', async () => {
    expect(await seenWith('127.0.0.1')).toEqual({
      ip: '198.51.100.2',
      host: 'evil.example',
      protocol: 'https',
    });
    expect(await seenWith('loopback, 198.51.100.0/24')).toEqual({
      ip: '203.0.113.7',
      host: 'evil.example',
      protocol: 'https',
    });
  });

  it('believes as many hops as counted, and no more', async () => {
    expect(await seenWith('1')).toEqual({ ip: '198.51.100.2', host: 'evil.example', protocol: 'https' });
    expect((await seenWith('2')).ip).toBe('203.0.113.7');
    expect((await seenWith('5')).ip).toBe('203.0.113.7');
  });

  it('is nobody when unset', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    // A real provider: with the built-in one any TRUST_PROXY counts as exposed (decision 022).
    const issuer = { OIDC_ISSUER: 'https://issuer.example.com' };
    expect(loadConfig({ ...issuer, TRUST_PROXY: ' 10.0.0.1 , loopback ' }).trustProxy).toEqual([
      '10.0.0.1',
      'loopback',
    ]);
  });
});
