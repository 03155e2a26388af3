import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const hasPython = (() => {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
})();
import { crc32, storeZip } from './store-zip';

describe('store-only ZIP', () => {
  it('crc32 of "123456789" is the check value 0xCBF43926', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it.skipIf(!hasPython)('an archive that Python zipfile tests and extracts byte for byte', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    const first = new TextEncoder().encode('%PDF-1.7 first');
    const second = new Uint8Array([0, 1, 2, 255]);
    writeFileSync(
      path.join(dir, 'a.zip'),
      storeZip([
        { name: 'tax-package-2025-investor-1.pdf', bytes: first },
        { name: 'é.bin', bytes: second },
      ]),
    );
    execFileSync('python3', [
      '-c',
      `import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; z.extractall(sys.argv[2])`,
      path.join(dir, 'a.zip'),
      path.join(dir, 'out'),
    ]);
    expect(readFileSync(path.join(dir, 'out', 'tax-package-2025-investor-1.pdf'))).toEqual(
      Buffer.from(first),
    );
    expect(readFileSync(path.join(dir, 'out', 'é.bin'))).toEqual(Buffer.from(second));
  });
});
