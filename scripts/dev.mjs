// `npm run dev`: Vite with hot reload on PORT (default 3000) in front of the API on API_PORT (3001),
// which restarts when server code changes. The browser only ever sees PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: port, API_PORT: apiPort } }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
