// Runs a compiled entry of the server (dist/node/NAME.js) in this very process, so `npm start` leaves
// no second Node process behind. In a development checkout (the build tools installed) it first builds
// what is missing or older than its sources; an install without dev dependencies runs what was built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const at = (...parts) => path.join(root, ...parts);
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function buildToolsInstalled() {
  try {
    createRequire(import.meta.url).resolve('esbuild');
    createRequire(import.meta.url).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

function clientStale() {
  const built = Math.min(mtime(at('dist/client/index.html')), mtime(at('dist/server/entry-server.js')));
  const sources = Math.max(
    ...['src/client', 'src/domain', 'vite.config.ts', 'scripts/compress-assets.ts'].map((p) =>
      newestMtime(at(p)),
    ),
  );
  return built === 0 || sources > built;
}

function serverStale() {
  const built = mtime(at('dist/node/main.js'));
  const sources = Math.max(
    ...['src/server', 'src/domain', 'scripts/build-server.mjs', 'package.json'].map((p) =>
      newestMtime(at(p)),
    ),
  );
  return built === 0 || sources > built;
}

function run(command, args) {
  // Always a production bundle, whatever NODE_ENV the server itself runs with.
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds what `name` needs when the build tools are here, then runs dist/node/{name}.js. */
export async function launch(name, { withClient = false } = {}) {
  if (buildToolsInstalled()) {
    if (withClient && clientStale()) {
      console.log('Building the web app...');
      run('npx', ['vite', 'build', '--logLevel', 'warn']);
      run('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn']);
    }
    if (serverStale()) {
      console.log('Building the server...');
      run(process.execPath, [at('scripts/build-server.mjs')]);
    }
  }
  const entry = at('dist/node', `${name}.js`);
  if (!fs.existsSync(entry)) {
    console.error(
      `The app is not built (${path.relative(root, entry)} is missing): run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  // Stack frames in logs name the sources, not the bundle.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `node scripts/launch.mjs backup-cli FILE`: the task sees only its own arguments.
  const [name] = process.argv.splice(2, 1);
  await launch(name);
}
