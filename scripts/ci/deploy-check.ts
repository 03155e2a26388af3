import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, requestAcrossSignal } from '../../test/support/server-process';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { buildContext, buildImage, type Image } from './dockerfile';

/*
 * `npm run test:deploy` (decision 016): the production image, built and started as the Dockerfile says,
 * in a clean copy of the repository, with no container engine. It builds (dev dependencies), installs
 * the runtime with `npm ci --omit=dev`, starts it with NODE_ENV=production on PostgreSQL (the server
 * TEST_DATABASE_URL names; the embedded database, accepted, without one), a test identity provider and
 * the sample sheets set explicitly, and checks: readiness by the image's own HEALTHCHECK, a public page
 * rendered on the server, an administrator's API call, and SIGTERM letting a slow request finish.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const SHEETS = ['stocks', 'options', 'strategies', 'nav', 'performance', 'current-nav'] as const;
const sheetSetting = (name: (typeof SHEETS)[number]) => `SHEET_${name.toUpperCase().replace('-', '_')}`;

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`deploy check failed: ${what}`);
  console.log(`  ok: ${what}`);
}

async function database(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { env: { ALLOW_EMBEDDED_DATABASE: 'true' }, drop: async () => undefined };
  const name = `fund_deploy_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The image's environment with its absolute paths (DATA_DIR on a VOLUME) moved into the stage folder. */
function startEnvironment(image: Image, volumes: Record<string, string>, extra: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(image.env)) {
    const volume = Object.keys(volumes).find((mount) => value === mount || value.startsWith(`${mount}/`));
    env[name] = volume ? value.replace(volume, volumes[volume]!) : value;
  }
  return { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env, ...extra };
}

async function healthy(image: Image, env: Record<string, string>, cwd: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const [command, ...args] = image.healthcheck!;
    if (spawnSync(command!, args, { cwd, env, timeout: 5_000 }).status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the HEALTHCHECK never passed');
}

async function main(): Promise<void> {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-deploy-'));
  const context = path.join(workspace, 'context');
  let issuer: TestIssuer | undefined;
  let db: Awaited<ReturnType<typeof database>> | undefined;
  let server: ChildProcess | undefined;
  try {
    console.log(`Building the image's stages in ${workspace} ...`);
    buildContext(REPO, context);
    const image = buildImage(path.join(REPO, 'Dockerfile'), context, path.join(workspace, 'stages'));
    const app = path.join(image.root, image.workdir);
    check(image.user && image.user !== 'root', `the image runs as a non-root user (${image.user})`);
    check(image.healthcheck?.join(' ').includes('/api/ready'), 'its HEALTHCHECK asks /api/ready');
    check(image.volumes.includes(image.env.DATA_DIR ?? ''), `DATA_DIR (${image.env.DATA_DIR}) is a volume`);
    check(
      !fs.existsSync(path.join(app, 'node_modules/vite')),
      'the runtime has no dev dependencies (no vite)',
    );
    check(!fs.existsSync(path.join(app, 'node_modules/tsx')), 'the runtime has no dev dependencies (no tsx)');
    check(fs.existsSync(path.join(app, 'dist/node/main.js')), 'the compiled server is in the runtime');
    check(
      fs.readdirSync(path.join(app, 'dist/node')).some((name) => /^pgdata-template-.+\.tar\.gz$/.test(name)),
      'a new embedded database starts from the build’s dump, not initdb',
    );

    issuer = await startTestIssuer();
    db = await database();
    const port = await freePort();
    const volumes = Object.fromEntries(
      image.volumes.map((volume) => [volume, path.join(workspace, 'volume', volume)]),
    );
    for (const folder of Object.values(volumes)) fs.mkdirSync(folder, { recursive: true });
    const env = startEnvironment(image, volumes, {
      ...db.env,
      PORT: String(port),
      OIDC_ISSUER: issuer.issuer,
      FUND_TIME_ZONE: 'America/New_York',
      LOG_LEVEL: 'warn',
      FUND_NAME: 'Deploy Check Fund',
      // Production refuses the bundled sample sheets themselves (decision 022): copies stand in for the
      // fund's own published ones.
      ...Object.fromEntries(
        SHEETS.map((name) => {
          const copy = path.join(workspace, 'sheets', `${name}.csv`);
          fs.mkdirSync(path.dirname(copy), { recursive: true });
          fs.copyFileSync(path.join(app, 'data/sample', `${name}.csv`), copy);
          return [sheetSetting(name), copy];
        }),
      ),
    });
    const [command, ...args] = image.cmd;
    const started = performance.now();
    server = spawn(command!, args, { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
    await healthy(image, env, app, server);
    check(
      true,
      `ready by its HEALTHCHECK in ${((performance.now() - started) / 1000).toFixed(1)} s (NODE_ENV=production, ${db.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`,
    );

    const page = await fetch(`http://127.0.0.1:${port}/about/holdings`);
    const html = await page.text();
    check(page.status === 200 && html.includes('id="ssr-state"'), 'a public page is rendered on the server');
    check(
      page.headers.get('content-security-policy')?.includes("script-src 'self'"),
      'it carries the security headers',
    );

    const token = await issuer.sign({
      sub: 'admin',
      email: 'admin@fund.test',
      name: 'Deploy Admin',
      allowed: true,
    });
    const list = await fetch(`http://127.0.0.1:${port}/api/investors`, {
      headers: { authorization: `Bearer ${token}` },
    });
    check(list.status === 200 && Array.isArray(await list.json()), "an administrator's API call is answered");

    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    const first = await requestAcrossSignal(port, token, server);
    check(first.startsWith('HTTP/1.1 201'), `a request in flight at SIGTERM finishes (${first})`);
    check((await exited) === 0, 'the server then exits 0');
    server = undefined;
  } finally {
    server?.kill('SIGKILL');
    await issuer?.close();
    await db?.drop();
    if (!process.env.KEEP_DEPLOY_WORKSPACE) fs.rmSync(workspace, { recursive: true, force: true });
  }
}

await main();
