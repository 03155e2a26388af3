import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, stop, waitReady } from '../../test/support/server-process';
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
      const body = JSON.stringify({ name: 'In Flight', email: 'in.flight@fund.test' });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.write(
        `POST /api/investors HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
          body.slice(0, 10),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // No new connection is taken meanwhile.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      socket.write(body.slice(10));
      await new Promise((resolve) => socket.once('close', resolve));
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(await server.exited).toBe(0);
    } finally {
      await stop(server);
      await issuer.close();
    }
  }, 90_000);
});
