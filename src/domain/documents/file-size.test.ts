import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize: base 1024, at most 2 decimals', () => {
  it.each([
    ['nothing', 0, '0 Bytes'],
    ['one byte', 1, '1 Bytes'],
    ['just under a kilobyte', 1023, '1023 Bytes'],
    ['one kilobyte', 1024, '1 KB'],
    ['a kilobyte and a half', 1536, '1.5 KB'],
    ['a third of the way to 2 KB rounds half up to 2 decimals', 1365, '1.33 KB'],
    ['a size that rounds up to 1024 KB is 1 MB', 1048575, '1 MB'],
    ['one and a half megabytes', 1572864, '1.5 MB'],
    ['the 25 MB upload limit', 25 * 1024 * 1024, '25 MB'],
    ['2.35 gigabytes', Math.round(2.35 * 1024 ** 3), '2.35 GB'],
    ['GB is the largest unit', 5 * 1024 ** 4, '5120 GB'],
    ['a negative size', -5, '0 Bytes'],
    ['not a number', Number.NaN, '0 Bytes'],
  ])('%s: %d -> %s', (_scenario, bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
