import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, ticker: `T${i % 7}`, note: 'é €' })) };
const bigText = JSON.stringify(big);

describe('compression plugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(compressionPlugin);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/csv', async (_req, reply) => reply.type('text/csv; charset=utf-8').send('a,b\r\n'.repeat(500)));
    app.get('/html', async (_req, reply) => reply.type('text/html').send('<p>x</p>'.repeat(500)));
    app.get('/encoded', async (_req, reply) =>
      reply.header('content-encoding', 'gzip').type('application/json').send(zlib.gzipSync(bigText)),
    );
    app.get('/no-transform', async (_req, reply) => reply.header('cache-control', 'no-transform').send(big));
    app.get('/stream', async (_req, reply) => reply.type('application/json').send(Readable.from([bigText])));
    app.get('/vary', async (_req, reply) => reply.header('vary', 'Origin').send(big));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    ['br', 'br', promisify(zlib.brotliDecompress)],
    ['gzip, deflate', 'gzip', promisify(zlib.gunzip)],
    ['gzip;q=0.9, br;q=0.1', 'gzip', promisify(zlib.gunzip)],
  ] as const)('Accept-Encoding %s: %s, byte-identical once decoded', async (accept, coding, decode) => {
    const res = await get('/big', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-encoding': coding, vary: 'Accept-Encoding' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(bigText) / 3);
    expect((await decode(res.rawPayload)).toString()).toBe(bigText);
  });

  it.each([undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding %s: the answer as it is, still saying Vary',
    async (accept) => {
      const res = await get('/big', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body).toBe(bigText);
    },
  );

  it('compresses CSV answers too', async () => {
    const res = await get('/csv', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe('a,b\r\n'.repeat(500));
  });

  it.each([
    ['/small', 'an answer under 1 KB'],
    ['/html', 'a type it does not compress (static files are precompressed elsewhere)'],
    ['/no-transform', 'an answer marked no-transform'],
    ['/stream', 'a stream'],
  ])('leaves %s alone: %s', async (url) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer that already has a Content-Encoding', async () => {
    const res = await get('/encoded', 'br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(bigText);
  });

  it('adds to a Vary header a route set', async () => {
    const res = await get('/vary', 'gzip');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('answers HEAD without compressing', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
