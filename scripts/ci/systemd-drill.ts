import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/*
 * The systemd-shaped drill of docs/deploy.md (issue 26, decision 031), run by `npm run test:deploy` on
 * the release it has just built and installed without dev packages: the unit's ExecStart and Environment=
 * with deploy/fund.env.example filled in as the EnvironmentFile, the state folders as StateDirectory
 * makes them. It starts in production on the embedded database, writes books, stops, backs up with the
 * command line and the settings file (as a plain shell would: nothing but PATH and HOME), moves the
 * settings to PostgreSQL as the guide does, restores, starts on PostgreSQL and finds the same books.
 */

export interface DrillOptions {
  repo: string;
  /** The built release: dist/, node_modules without dev packages, scripts/. */
  app: string;
  workspace: string;
  issuer: string;
  /** A bearer token with the administrator's claim. */
  token: string;
  port: number;
  /** A new, empty PostgreSQL database: DATABASE_URL without a password, and PGPASSWORD. */
  postgres: { DATABASE_URL: string; PGPASSWORD?: string };
  check(condition: unknown, what: string): asserts condition;
}

const SHEETS = ['stocks', 'options', 'strategies', 'nav', 'performance', 'current-nav'] as const;

/** deploy/fund.service's [Service] settings, each value kept (Environment= comes more than once). */
function unitService(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('[')) {
      section = line;
      continue;
    }
    if (section !== '[Service]') continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    settings.set(key, [...(settings.get(key) ?? []), line.slice(at + 1)]);
  }
  return settings;
}

/** fund.env.example with the operator's blanks filled in and set to `values` (a key absent is appended). */
function fillEnvFile(example: string, values: Record<string, string | null>): string {
  const seen = new Set<string>();
  const lines = example.split('\n').flatMap((line) => {
    const match = /^#?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (!match || !(match[1]! in values)) return [line];
    seen.add(match[1]!);
    const value = values[match[1]!];
    return value === null ? [] : [`${match[1]}=${value}`];
  });
  for (const [key, value] of Object.entries(values))
    if (!seen.has(key) && value !== null) lines.push(`${key}=${value}`);
  return lines.join('\n');
}

/** Whether this build's command-line tasks take `--env-file` (decision 022). */
function cliTakesEnvFile(app: string): boolean {
  const dist = path.join(app, 'dist/node');
  return fs
    .readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .some((name) => fs.readFileSync(path.join(dist, name), 'utf8').includes('--env-file FILE'));
}

export async function systemdDrill(options: DrillOptions): Promise<void> {
  const { repo, app, workspace } = options;
  const check: DrillOptions['check'] = options.check;
  if (!cliTakesEnvFile(app)) {
    console.log('  skipped: the systemd drill (this build’s backup and restore take no --env-file yet)');
    return;
  }
  const started = performance.now();
  const unit = unitService(fs.readFileSync(path.join(repo, 'deploy/fund.service'), 'utf8'));
  // StateDirectory=fund/data fund/backups, mode 0700, under a stand-in for /var/lib.
  const varLib = path.join(workspace, 'var-lib');
  for (const entry of unit.get('StateDirectory')![0]!.split(/\s+/)) {
    fs.mkdirSync(path.join(varLib, entry), { recursive: true, mode: 0o700 });
  }
  const local = (file: string) => file.replace(/^\/var\/lib\//, `${varLib}/`);
  const sheets = path.join(workspace, 'drill-sheets');
  fs.mkdirSync(sheets, { recursive: true });
  const sheetValues: Record<string, string> = {};
  for (const name of SHEETS) {
    fs.copyFileSync(path.join(app, 'data/sample', `${name}.csv`), path.join(sheets, `${name}.csv`));
    sheetValues[`SHEET_${name.toUpperCase().replace('-', '_')}`] = path.join(sheets, `${name}.csv`);
  }
  const example = fs.readFileSync(path.join(repo, 'deploy/fund.env.example'), 'utf8');
  const exampleValues = parseEnv(example);
  const envFile = path.join(workspace, 'etc-fund', 'fund.env');
  fs.mkdirSync(path.dirname(envFile), { recursive: true });
  const embeddedSettings: Record<string, string | null> = {
    PORT: String(options.port),
    DATA_DIR: local(exampleValues.DATA_DIR!),
    BACKUP_DIR: local(exampleValues.BACKUP_DIR!),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    FUND_NAME: "'Drill Fund #1'",
    FUND_TIME_ZONE: 'America/New_York',
    OIDC_ISSUER: options.issuer,
    ALLOWED_CLAIM: 'allowed',
    AUDITOR_CLAIM: 'auditor',
    LOG_LEVEL: 'warn',
    ...sheetValues,
  };
  fs.writeFileSync(envFile, fillEnvFile(example, embeddedSettings), { mode: 0o640 });

  // systemd: Environment= first, the EnvironmentFile over it; ExecStart in WorkingDirectory.
  const unitEnvironment = Object.fromEntries(
    (unit.get('Environment') ?? []).flatMap((line) => line.split(/\s+/).map((pair) => pair.split('=', 2))),
  ) as Record<string, string>;
  const [command, ...args] = unit.get('ExecStart')![0]!.split(/\s+/);
  check(path.basename(command!) === 'node', 'the unit starts node itself');
  const plainShell = { PATH: process.env.PATH ?? '', HOME: workspace };
  const startService = () =>
    spawn(process.execPath, args, {
      cwd: app,
      env: { ...plainShell, ...unitEnvironment, ...parseEnv(fs.readFileSync(envFile, 'utf8')) } as Record<
        string,
        string
      >,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const base = `http://127.0.0.1:${options.port}`;
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const investors = async () => {
    const answer = await fetch(`${base}/api/investors`, { headers });
    check(answer.status === 200, 'the investors are listed');
    return ((await answer.json()) as { name: string; email: string }[])
      .map((each) => `${each.name} <${each.email}>`)
      .sort();
  };

  let service: ChildProcess = startService();
  try {
    await waitReady(base, service);
    check(true, 'drill: the service starts in production on the embedded database, settings from fund.env');
    const written = await fetch(`${base}/api/investors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Drill Investor', email: 'drill.investor@fund.test' }),
    });
    check(written.status === 201, 'drill: books are written (an investor)');
    const before = await investors();
    check(await stopService(service), 'drill: systemctl stop (SIGTERM) ends it with 0');

    const backups = local(exampleValues.BACKUP_DIR!);
    const backup = runTask(app, plainShell, ['backup-cli', '--env-file', envFile, `${backups}/`]);
    check(backup.status === 0 && /Backed up \d+ rows/.test(backup.stdout), `drill: ${backup.stdout.trim()}`);
    const file = fs.readdirSync(backups).find((name) => name.endsWith('.ndjson.gz')) ?? '';
    check(file !== '', `drill: the backup is in BACKUP_DIR (${file})`);
    check(
      (fs.statSync(path.join(backups, file)).mode & 0o077) === 0,
      'drill: the backup is readable by its owner only',
    );

    // The guide's move: DATABASE_URL and PGPASSWORD into fund.env, ALLOW_EMBEDDED_DATABASE out.
    const password = options.postgres.PGPASSWORD;
    fs.writeFileSync(
      envFile,
      fillEnvFile(example, {
        ...embeddedSettings,
        DATABASE_URL: options.postgres.DATABASE_URL,
        PGPASSWORD: password === undefined ? null : `'${password}'`,
        ALLOW_EMBEDDED_DATABASE: null,
      }),
    );
    const restore = runTask(app, plainShell, [
      'restore-cli',
      '--env-file',
      envFile,
      path.join(backups, file),
    ]);
    check(
      restore.status === 0,
      `drill: restored into PostgreSQL (${restore.stdout.trim().split('\n').at(-1)})`,
    );

    service = startService();
    await waitReady(base, service);
    const after = await investors();
    check(
      JSON.stringify(after) === JSON.stringify(before) &&
        after.includes('Drill Investor <drill.investor@fund.test>'),
      `drill: started on PostgreSQL, the same books (${after.length} investors)`,
    );
    check(await stopService(service), 'drill: stopped');
    console.log(`  drill: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (service.exitCode === null) service.kill('SIGKILL');
  }
}

/** A command-line task as the guide runs it: `node scripts/launch.mjs TASK ...` in the release folder. */
function runTask(app: string, env: Record<string, string>, args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/launch.mjs', ...args], {
    cwd: app,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) console.error(result.stdout, result.stderr);
  return result;
}

async function waitReady(base: string, service: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (service.exitCode !== null) throw new Error(`the service exited with ${service.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service never became ready');
}

async function stopService(service: ChildProcess): Promise<boolean> {
  const exited = new Promise<number | null>((resolve) => service.once('exit', (code) => resolve(code)));
  service.kill('SIGTERM');
  return (await exited) === 0;
}
