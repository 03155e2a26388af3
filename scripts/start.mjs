// `npm start`: build the web app (and its server render of the public pages) when missing or older
// than its sources, then serve.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const builtServerEntry = path.join(root, 'dist/server/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerEntry)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'src/client')),
    newestMtime(path.join(root, 'src/domain')),
    // The build's own settings: compressed copies, source maps, manifest.
    ...['vite.config.ts', 'scripts/compress-assets.ts'].map(
      (file) => fs.statSync(path.join(root, file)).mtimeMs,
    ),
  );
  return sources > Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtServerEntry).mtimeMs);
}

if (needsBuild()) {
  console.log('Building the web app...');
  // Always a production bundle, whatever NODE_ENV the server itself runs with.
  for (const ssr of [[], ['--ssr']]) {
    const build = spawnSync('npx', ['vite', 'build', ...ssr, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
