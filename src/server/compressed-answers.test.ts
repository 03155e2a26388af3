import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { compressDirectory } from '../../scripts/compress-assets';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { tempDir, testConfig } from '../../test/support/test-config';

const decode = (res: LightMyRequestResponse): Buffer => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
};

const varyOf = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase();

/** A built client as Vite leaves it: a script with its map, a small file, the manifest, index.html. */
function builtClient(): { dir: string; script: Buffer; index: string } {
  const dir = tempDir('fund-compressed-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const figure${i} = ${i * 7};`).join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}');
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-def456.js'), 'export const a = 1;');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'main.tsx': { file: 'assets/index-abc123.js' }, notes: 'x'.repeat(2000) }),
  );
  const index = `<!doctype html><title>Fund</title>${'<meta name="x" content="padding">'.repeat(60)}<div id="root"></div>`;
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  return { dir, script, index };
}

describe('compressed answers', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let mapsApp: FastifyInstance;
  let client: ReturnType<typeof builtClient>;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    client = builtClient();
    await compressDirectory(client.dir);
    app = await buildApp(testConfig(issuer.issuer, { CLIENT_DIR: client.dir, DATA_DIR: 'memory://' }));
    mapsApp = await buildApp(
      testConfig(issuer.issuer, { CLIENT_DIR: client.dir, DATA_DIR: 'memory://', SERVE_SOURCE_MAPS: 'true' }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await mapsApp?.close();
    await issuer?.close();
  });

  describe('the build (scripts/compress-assets.ts)', () => {
    it('writes .br and .gz beside text files of 1 KB or more, and nothing for maps, small files or .vite', () => {
      const files = fs.readdirSync(client.dir, { recursive: true, encoding: 'utf8' }).sort();
      expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([
        path.join('assets', 'index-abc123.js.br'),
        path.join('assets', 'index-abc123.js.gz'),
        'index.html.br',
        'index.html.gz',
      ]);
      const script = path.join(client.dir, 'assets', 'index-abc123.js');
      expect(brotliDecompressSync(fs.readFileSync(`${script}.br`)).equals(client.script)).toBe(true);
      expect(gunzipSync(fs.readFileSync(`${script}.gz`)).equals(client.script)).toBe(true);
    });
  });

  describe('static files', () => {
    it.each([
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ])('answer Accept-Encoding %s with %s, byte-identical once decoded', async (accept, encoding) => {
      const res = await app.inject({
        url: '/assets/index-abc123.js',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decode(res).equals(client.script)).toBe(true);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(client.script.length / 3);
    });

    it('send a small file as it is', async () => {
      const res = await app.inject({ url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('export const a = 1;');
    });

    it('compress the single-page fallback for any page path too', async () => {
      const res = await app.inject({ url: '/about/holdings', headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(decode(res).toString()).toBe(client.index);
    });

    it('keep source maps and the build manifest private by default', async () => {
      const map = await app.inject('/assets/index-abc123.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.json()).toEqual({ error: 'Not found' });
      expect((await app.inject('/assets/index-abc123.js')).headers.sourcemap).toBeUndefined();
      const manifest = await app.inject('/.vite/manifest.json');
      expect(manifest.body).not.toContain('main.tsx');
    });

    it('serve source maps, and point scripts to them, when SERVE_SOURCE_MAPS=true', async () => {
      const map = await mapsApp.inject('/assets/index-abc123.js.map');
      expect(map.statusCode).toBe(200);
      expect(map.json()).toMatchObject({ version: 3 });
      const script = await mapsApp.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(script.headers.sourcemap).toBe('/assets/index-abc123.js.map');
    });
  });

  describe.each([
    ['/api/public/portfolio', 'an anonymous visitor', false],
    ['/api/public/portfolio', 'the administrator', true],
    ['/api/public/performance', 'an anonymous visitor', false],
  ])('%s for %s', (url, _who, admin) => {
    const headers = async (accept?: string): Promise<Record<string, string>> => ({
      ...(accept ? { 'accept-encoding': accept } : {}),
      ...(admin ? { authorization: `Bearer ${await issuer.sign({ sub: 'admin', allowed: true })}` } : {}),
    });

    it.each(['br', 'gzip'])('comes back as %s, byte-identical once decoded, with Vary', async (encoding) => {
      const plain = await app.inject({ url, headers: await headers() });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varyOf(plain)).toContain('accept-encoding');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      // Brotli at its best setting is made in the background once per copy of the sheets.
      const res = await vi.waitFor(
        async () => {
          const answer = await app.inject({ url, headers: await headers(encoding) });
          expect(answer.headers['content-encoding']).toBe(encoding);
          return answer;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(decode(res).equals(plain.rawPayload)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(res).toString()).masked ?? false).toBe(url.endsWith('portfolio') && !admin);
    });
  });

  it('tells caches that the portfolio depends on the caller as well', async () => {
    const res = await app.inject('/api/public/portfolio');
    expect(varyOf(res)).toContain('authorization');
  });
});
