import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accept-encoding';
import { EncodedJson } from './encoded-json';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['br', ['br']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['BR, GZip', ['br', 'gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['br, gzip;q=0', ['br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.2, gzip', ['gzip', 'br']],
    ['*;q=0', []],
    ['x-gzip', ['gzip']],
    ['br;q=nonsense, gzip', ['gzip']],
    ['deflate, compress', []],
    [`gzip, ${'x-custom;q=0.1, '.repeat(40)}br;q=0.5`, ['gzip', 'br']],
  ])('%j allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
    // Remembered: the same header gives the same answer again.
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('EncodedJson', () => {
  const text = JSON.stringify({
    rows: Array.from({ length: 200 }, (_, i) => ({ ticker: `T${i}`, value: i })),
  });

  it('offers Brotli and gzip forms that decode to the very bytes, once made', async () => {
    const answer = new EncodedJson(text);
    await answer.settled();
    const br = await answer.pick(['br', 'gzip']);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const gzip = await answer.pick(['gzip']);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(await answer.pick([])).toEqual({ body: Buffer.from(text), encoding: null });
  });

  it('waits for gzip rather than send a large answer uncompressed to a caller who takes it', async () => {
    const picked = await new EncodedJson(text).pick(['br', 'gzip']);
    expect(picked.encoding).not.toBeNull();
  });

  it('keeps a small answer as it is when compressing would not make it smaller', async () => {
    const answer = new EncodedJson('{}');
    await answer.settled();
    expect(await answer.pick(['br', 'gzip'])).toEqual({ body: Buffer.from('{}'), encoding: null });
  });

  it('reuses the forms of an unchanged answer and makes new ones for a changed one', () => {
    const first = new EncodedJson(text);
    expect(EncodedJson.reuse(text, first)).toBe(first);
    expect(EncodedJson.reuse(`${text} `, first)).not.toBe(first);
    expect(EncodedJson.reuse(text, undefined)).not.toBe(first);
  });
});
