import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock';
import {
  freePort,
  requestAcrossSignal,
  startServer,
  stop,
  waitReady,
} from '../../test/support/server-process';
import { tempDir } from '../../test/support/test-config';
import { startTestIssuer } from '../../test/support/test-issuer';

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'closes the database cleanly on %s and starts again on the same data',
    async (signal) => {
      const dataDir = tempDir();
      const port = await freePort();
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OIDC_ISSUER: 'https://issuer.example.com',
      };
      const first = startServer(env);
      await waitReady(port);
      first.child.kill(signal);
      expect(await first.exited).toBe(0);

      const second = startServer(env);
      try {
        await waitReady(port);
      } finally {
        expect(await stop(second)).toBe(0);
      }
    },
    60_000,
  );
});

describe('a shutdown with a request in flight', () => {
  it('stops accepting, finishes the request, then exits 0', async () => {
    const issuer = await startTestIssuer();
    const token = await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true });
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      OIDC_ISSUER: issuer.issuer,
      SHUTDOWN_GRACE_SECONDS: '20',
    });
    try {
      await waitReady(port);
      // A request whose body is still on its way when the signal comes.
      expect(await requestAcrossSignal(port, token, server.child)).toMatch(/^HTTP\/1\.1 201 /);
      expect(await server.exited).toBe(0);
    } finally {
      await stop(server);
      await issuer.close();
    }
  }, 90_000);
});

describe('a second SIGTERM during the shutdown', () => {
  // `kill -TERM -PGID` on `npm start` reaches the server twice: npm forwards the one it got.
  it('does not cut it short: the request finishes, the database closes, the lock is released', async () => {
    const issuer = await startTestIssuer();
    const token = await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true });
    const port = await freePort();
    const dataDir = tempDir();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OIDC_ISSUER: issuer.issuer,
      SHUTDOWN_GRACE_SECONDS: '20',
      LOG_LEVEL: 'info',
    });
    try {
      await waitReady(port);
      expect(await requestAcrossSignal(port, token, server.child, 'SIGTERM', 2)).toMatch(/^HTTP\/1\.1 201 /);
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/already shutting down/);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      await stop(server);
      await issuer.close();
    }
  }, 90_000);
});
