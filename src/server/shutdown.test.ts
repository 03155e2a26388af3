import { describe, expect, it } from 'vitest';
import { freePort, startServer, stop, waitHealthy } from '../../test/support/server-process';
import { tempDir } from '../../test/support/test-config';

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
      await waitHealthy(port);
      first.child.kill(signal);
      expect(await first.exited).toBe(0);

      const second = startServer(env);
      try {
        await waitHealthy(port);
      } finally {
        expect(await stop(second)).toBe(0);
      }
    },
    60_000,
  );
});
