import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, requestAcrossSignal } from '../../test/support/server-process';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { parse } from 'yaml';
import { containerEnvironment } from './compose-env';
import { buildContext, buildImage, type Image } from './dockerfile';
import { startScramServer } from './scram-postgres';
import { systemdDrill } from './systemd-drill';
import { describePageScript, publicPageScripts } from './script-budgets';

/*
 * `npm run test:deploy` (decision 016): the production image, built and started as the Dockerfile says,
 * in a clean copy of the repository, with no container engine. It builds (dev dependencies), installs
 * the runtime with `npm ci --omit=dev`, starts it with NODE_ENV=production on PostgreSQL (compose's
 * database settings against a scratch server that checks a password full of URL-reserved characters;
 * else the server TEST_DATABASE_URL names; else the embedded database), a test identity provider and
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

/** A password with every character a URL reserves, as a random base64 secret may have (issue 26). */
const PASSWORD = 'Zm9v/YmFy+cXV4=#a?b';

/** compose.yaml's database settings for the app, as compose hands them over, with `db` moved to `where`. */
function composeDatabaseSettings(where: { host: string; port: number }) {
  const compose = parse(fs.readFileSync(path.join(REPO, 'compose.yaml'), 'utf8')) as {
    services: { app: { environment?: Record<string, string> } };
  };
  const env = containerEnvironment(compose.services.app.environment, {
    POSTGRES_PASSWORD: PASSWORD,
    FUND_DOMAIN: 'fund.example.com',
  });
  // Throws TypeError: Invalid URL, as the server did, if the password is pasted into the URL again.
  const url = new URL(env.DATABASE_URL ?? '');
  url.hostname = where.host;
  url.port = String(where.port);
  const settings: Record<string, string> = { DATABASE_URL: url.toString() };
  if (env.PGPASSWORD !== undefined) settings.PGPASSWORD = env.PGPASSWORD;
  return { settings, user: decodeURIComponent(url.username), name: url.pathname.slice(1) };
}

/**
 * The database the server starts on: compose's settings against a scratch server that checks passwords
 * (scram-sha-256), where this machine has initdb; else the server TEST_DATABASE_URL names (CI's trusts
 * local connections, so a password is never asked for there); else the embedded database.
 */
interface TestDatabase {
  env: Record<string, string>;
  what: string;
  /** Another new, empty database on the same server (the systemd drill's), or null on the embedded one. */
  another(name: string): Promise<{ DATABASE_URL: string; PGPASSWORD?: string } | null>;
  drop(): Promise<void>;
}

async function database(): Promise<TestDatabase> {
  const scratch = await startScramServer();
  if (scratch) {
    try {
      const { settings, user, name } = composeDatabaseSettings(scratch);
      const admin = new pg.Client(scratch.admin);
      await admin.connect();
      await admin.query(`create role ${user} login password ${admin.escapeLiteral(PASSWORD)}`);
      await admin.query(`create database ${name} owner ${user}`);
      await admin.end();
      const wrong = new pg.Client({ ...scratch.admin, user, database: name, password: 'not-the-password' });
      const refused = await wrong.connect().then(
        () => null,
        (err: { code?: string }) => err.code,
      );
      await wrong.end().catch(() => undefined);
      check(refused === '28P01', 'the scratch PostgreSQL server refuses a wrong password (scram-sha-256)');
      check(
        settings.PGPASSWORD === PASSWORD && !settings.DATABASE_URL!.includes(encodeURIComponent(PASSWORD)),
        `compose passes the password ${PASSWORD} as PGPASSWORD, not in DATABASE_URL`,
      );
      return {
        env: settings,
        what: `PostgreSQL, password ${PASSWORD}`,
        async another(other) {
          const client = new pg.Client(scratch.admin);
          await client.connect();
          await client.query(`create database ${other} owner ${user}`);
          await client.end();
          const url = new URL(settings.DATABASE_URL!);
          url.pathname = `/${other}`;
          return { DATABASE_URL: url.toString(), PGPASSWORD: settings.PGPASSWORD };
        },
        drop: () => scratch.stop(),
      };
    } catch (err) {
      await scratch.stop();
      throw err;
    }
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    return {
      env: { ALLOW_EMBEDDED_DATABASE: 'true' },
      what: 'embedded database',
      another: async () => null,
      drop: async () => undefined,
    };
  }
  console.log('  (no initdb here: PostgreSQL at TEST_DATABASE_URL, whose passwords are not checked)');
  const name = `fund_deploy_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const made = [name];
  return {
    env: { DATABASE_URL: url.toString() },
    what: 'PostgreSQL',
    async another(other) {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${other} with (force)`);
      await client.query(`create database ${other}`);
      await client.end();
      made.push(other);
      const otherUrl = new URL(server);
      otherUrl.pathname = `/${other}`;
      return { DATABASE_URL: otherUrl.toString() };
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      for (const each of made) await cleanup.query(`drop database if exists ${each} with (force)`);
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
      image.volumes.includes(image.env.BACKUP_DIR ?? ''),
      `BACKUP_DIR (${image.env.BACKUP_DIR}) is a volume`,
    );
    check(
      !fs.existsSync(path.join(app, 'node_modules/vite')),
      'the runtime has no dev dependencies (no vite)',
    );
    check(!fs.existsSync(path.join(app, 'node_modules/tsx')), 'the runtime has no dev dependencies (no tsx)');
    check(fs.existsSync(path.join(app, 'dist/node/main.js')), 'the compiled server is in the runtime');
    // Bytes, not time (decision 028): the public pages' script as served, within its budget.
    for (const script of publicPageScripts(path.join(app, 'dist/client'))) {
      check(script.transferred <= script.budget, describePageScript(script));
    }
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
      `ready by its HEALTHCHECK in ${((performance.now() - started) / 1000).toFixed(1)} s (NODE_ENV=production, ${db.what})`,
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

    const drillDatabase = await db.another(`fund_drill_${process.pid}`);
    if (!drillDatabase)
      console.log('  skipped: the systemd drill (no PostgreSQL server to move the books to)');
    else {
      const drill = { repo: REPO, app, workspace, issuer: issuer.issuer, token, check };
      await systemdDrill({ ...drill, port: await freePort(), postgres: drillDatabase });
    }
  } finally {
    server?.kill('SIGKILL');
    await issuer?.close();
    await db?.drop();
    if (!process.env.KEEP_DEPLOY_WORKSPACE) fs.rmSync(workspace, { recursive: true, force: true });
  }
}

await main();
