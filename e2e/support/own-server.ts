import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/support/server-process';

/*
 * A server of the journey's own, on its own port and DATA_DIR, for journeys that change what every
 * other journey shares (removing the sample fund) or need other settings (backups on a schedule). It
 * serves the web app the e2e run's main server built.
 */

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      OIDC_ISSUER: '',
      DATABASE_URL: '',
      HOST: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // However the run ends (a timed-out hook included), the server does not outlive it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (res?.status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the journey’s own server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      process.off('exit', orphaned);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
