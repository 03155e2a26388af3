import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/server/config';

export function tempDir(prefix = 'fund-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Settings for an app that trusts the given test issuer, quiet and with its own data folder. */
export function testConfig(issuer: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    OIDC_ISSUER: issuer,
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'silent',
    CLIENT_DIR: path.join(tempDir('fund-client-'), 'missing'),
    // Whatever `npm run build` left in dist/, tests that want server-rendered pages say so.
    SSR_ENTRY: path.join(tempDir('fund-ssr-'), 'missing.js'),
    // The notice sender waits to be drained by the tests that send (src/server/notices/notices.test.ts).
    MAIL_POLL_SECONDS: '0',
    // On, as in production, but far above what a test file sends from its one address in a minute.
    RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
}
