import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/support/test-config';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      OIDC_ISSUER: 'https://issuer.example.com',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
}

async function waitHealthy(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'closes the database cleanly on %s and starts again on the same data',
    async (signal) => {
      const dataDir = tempDir();
      const port = await freePort();
      const first = startServer(port, dataDir);
      await waitHealthy(port);
      const exited = exitCode(first);
      first.kill(signal);
      expect(await exited).toBe(0);

      const second = startServer(port, dataDir);
      try {
        await waitHealthy(port);
      } finally {
        const done = exitCode(second);
        second.kill('SIGTERM');
        expect(await done).toBe(0);
      }
    },
    60_000,
  );
});
