import { describe, expect, it } from 'vitest';
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
