import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';
import { noneMatchHits } from './conditional';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=1.0, gzip;q=1.0', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0.2, *;q=0.5', 'br'],
    ['identity', 'identity'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['identity;q=0.5, br', 'br'],
    ['gzip;q=0.5', 'gzip'],
    ['br;q=2', 'identity'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
    [['gzip;q=0.5', 'br'], 'br'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(chooseEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('noneMatchHits', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['W/"ab"', false],
    ['', false],
  ] as const)('%j -> %s', (header, expected) => {
    expect(noneMatchHits(header, etag)).toBe(expected);
  });
});
