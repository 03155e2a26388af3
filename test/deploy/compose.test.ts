import { describe, expect, it } from 'vitest';
import { containerEnvironment, interpolate } from '../../scripts/ci/compose-env';
import { compose, read, runtimeStage, settingNames } from './files';

/*
 * compose.yaml as a deployment reads it (docs/deploy.md, decisions 016 and 031). No container engine
 * runs here: the file is parsed and held to what it must say; the Dockerfile's steps themselves are
 * performed by `npm run test:deploy`, which also starts the server with compose's database settings.
 */

const file = compose();
const { db, app, proxy } = file.services as Record<
  'db' | 'app' | 'proxy',
  NonNullable<(typeof file.services)['app']>
>;
const image = runtimeStage();

/**
 * Settings compose fixes for the container, whatever .env says, and why. Every other setting the app
 * reads comes from .env through env_file.
 */
const FIXED_BY_COMPOSE: Record<string, string> = {
  NODE_ENV: 'the stack is production',
  HOST: 'the proxy reaches the app over the project network',
  PORT: 'the health check and the Caddyfile use 3000',
  DATA_DIR: "the image's volume, owned by its user",
  BACKUP_DIR: "the image's volume, shared by the replicas",
  PUBLIC_URL: 'https:// and FUND_DOMAIN, the name Caddy serves',
  DATABASE_URL: 'the db service, without the password',
  TRUST_PROXY: 'the project network, where only Caddy speaks HTTP to the app',
};
/** Standard node-postgres settings compose passes beside the app's own. */
const PG_STANDARD = ['PGPASSWORD'];
const PASSWORD = 'Zm9v/YmFy+cXV4=#a?b';

/** The container's environment from a .env, as compose builds it: env_file first, environment over it. */
function containerEnv(dotenv: Record<string, string>): Record<string, string> {
  return { ...dotenv, ...containerEnvironment(app.environment, dotenv) };
}

describe('compose.yaml: the database', () => {
  it('runs PostgreSQL 16 with a health check and its data on a named volume', () => {
    expect(db.image).toMatch(/^postgres:16(\.|$|-)/);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
    const dataVolume = db.volumes?.find((volume) => volume.endsWith(':/var/lib/postgresql/data'));
    expect(dataVolume && dataVolume.split(':')[0]! in file.volumes).toBe(true);
  });

  it('takes a password of any characters: never in the URL, the standard PGPASSWORD instead', () => {
    const env = containerEnv({ POSTGRES_PASSWORD: PASSWORD, FUND_DOMAIN: 'fund.example.com' });
    const url = new URL(env.DATABASE_URL!);
    expect(url.password).toBe('');
    expect(`${url.protocol}//${url.username}@${url.host}${url.pathname}`).toBe(
      'postgres://fund@db:5432/fund',
    );
    expect(env.PGPASSWORD).toBe(PASSWORD);
    expect(interpolate(db.environment!.POSTGRES_PASSWORD!, { POSTGRES_PASSWORD: PASSWORD })).toBe(PASSWORD);
  });

  it('refuses to start without the password or the domain (compose says which)', () => {
    expect(() => containerEnv({ FUND_DOMAIN: 'fund.example.com' })).toThrow(/POSTGRES_PASSWORD/);
    expect(() => containerEnv({ POSTGRES_PASSWORD: PASSWORD })).toThrow(/FUND_DOMAIN/);
  });
});

describe('compose.yaml: every setting the app reads', () => {
  const settings = settingNames();

  it('reads the settings from the schema in src/server/config.ts', () => {
    // A floor, so that a schema this test can no longer read fails rather than passes with nothing.
    expect(settings.length).toBeGreaterThan(30);
    expect(settings).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'FUND_NAME', 'LOG_LEVEL']));
  });

  it('passes .env to the app as it is written (env_file)', () => {
    const files = [app.env_file ?? []]
      .flat()
      .map((entry) => (typeof entry === 'string' ? entry : entry.path));
    expect(files).toContain('.env');
  });

  it('fixes only the settings it must, each for a reason; nothing else it sets is unknown to the app', () => {
    for (const name of Object.keys(app.environment ?? {})) {
      expect(name in FIXED_BY_COMPOSE || PG_STANDARD.includes(name), name).toBe(true);
      if (!PG_STANDARD.includes(name)) expect(settings, name).toContain(name);
    }
  });

  it('hands the container every other setting of the schema from .env, with its value', () => {
    const dotenv = Object.fromEntries(settings.map((name) => [name, `value-of-${name}`]));
    const env = containerEnv({ ...dotenv, POSTGRES_PASSWORD: PASSWORD, FUND_DOMAIN: 'fund.example.com' });
    const passed = settings.filter((name) => env[name] === `value-of-${name}`);
    expect(passed.sort()).toEqual(settings.filter((name) => !(name in FIXED_BY_COMPOSE)).sort());
    // The ones issue 26 found dropped, by name.
    expect(passed).toEqual(
      expect.arrayContaining([
        'INVESTOR_CLAIM',
        'REDEMPTION_NOTICE_DAYS',
        'MASK_SENSITIVE',
        'MAX_UPLOAD_MB',
        'LOG_LEVEL',
        'SHEET_CACHE_SECONDS',
        'SHEET_MAX_BYTES',
        'SHUTDOWN_GRACE_SECONDS',
        'SERVE_SOURCE_MAPS',
        'AUDITOR_CLAIM',
        'FUND_NAME',
      ]),
    );
  });

  it("lists in the guide's .env every setting production requires", () => {
    const guide = read('docs/deploy.md');
    const sample = /Next to `compose.yaml`, write a `.env`[^`]*```sh\n([^`]*)```/.exec(guide)?.[1] ?? '';
    const named = new Set([...sample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
    for (const required of [
      'FUND_DOMAIN',
      'POSTGRES_PASSWORD',
      'FUND_NAME',
      'FUND_TIME_ZONE',
      'OIDC_ISSUER',
      'AUDITOR_CLAIM',
      'SHEET_STOCKS',
      'SHEET_OPTIONS',
      'SHEET_STRATEGIES',
      'SHEET_NAV',
      'SHEET_PERFORMANCE',
      'SHEET_CURRENT_NAV',
    ]) {
      expect(named, required).toContain(required);
    }
  });
});

describe('compose.yaml: the app container', () => {
  it('is built here, starts once the database is healthy, and is ready-checked', () => {
    expect(app.build).toBe('.');
    // No image name: `docker compose pull` has nothing to fetch, `up -d --build` makes it.
    expect(app.image).toBeUndefined();
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
    expect(app.healthcheck?.test.join(' ')).toContain('/api/ready');
    expect(app.read_only).toBe(true);
    expect(app.tmpfs).toContain('/tmp');
  });

  it("writes only to the image's own folders, each on a named volume", () => {
    for (const setting of ['DATA_DIR', 'BACKUP_DIR']) {
      const folder = app.environment?.[setting];
      expect(folder, setting).toBe(image.env[setting]);
      // The image makes it and gives it to its user (test/deploy/image.test.ts): a new volume copies that.
      expect(image.volumes).toContain(folder);
      const volume = app.volumes?.find((entry) => entry.endsWith(`:${folder}`));
      expect(volume && volume.split(':')[0]! in file.volumes, setting).toBe(true);
    }
  });

  it('scales: no container name and no published port, reached through the proxy only', () => {
    expect(app.container_name).toBeUndefined();
    expect(app.ports).toBeUndefined();
  });

  it('is hardened: no capabilities, no new privileges, an init, a memory limit with headroom', () => {
    expect(app.cap_drop).toEqual(['ALL']);
    expect(app.cap_add).toBeUndefined();
    expect(app.security_opt).toContain('no-new-privileges:true');
    expect(app.init).toBe(true);
    // Decision 016: about 300 MB serving after a backup, a CLI restore beside it up to 390 MB more.
    const limit = /^(\d+)([mg])$/i.exec(app.mem_limit ?? '');
    const megabytes = limit ? Number(limit[1]) * (limit[2]!.toLowerCase() === 'g' ? 1024 : 1) : 0;
    expect(megabytes).toBeGreaterThanOrEqual(700);
    expect(megabytes).toBeLessThanOrEqual(2048);
  });
});

describe('compose.yaml: every service', () => {
  it.each(['db', 'app', 'proxy'])('%s: no new privileges, dropped capabilities, rotated logs', (name) => {
    const service = file.services[name]!;
    expect(service.security_opt).toContain('no-new-privileges:true');
    expect(service.cap_drop).toEqual(['ALL']);
    expect(service.logging?.driver).toBe('json-file');
    expect(service.logging?.options?.['max-size']).toMatch(/^\d+[km]$/);
    expect(Number(service.logging?.options?.['max-file'])).toBeGreaterThan(1);
  });

  it('fixes no subnet or address that could clash with the host’s networks', () => {
    for (const network of Object.values(file.networks ?? {})) expect(network?.ipam).toBeUndefined();
    for (const service of Object.values(file.services)) {
      const networks = Array.isArray(service.networks) ? {} : (service.networks ?? {});
      for (const each of Object.values(networks)) expect(each?.ipv4_address).toBeUndefined();
    }
  });

  it('trusts X-Forwarded-* only from private addresses, and the app publishes no port', () => {
    expect(app.environment?.TRUST_PROXY?.split(',')).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
    ]);
    expect(app.ports).toBeUndefined();
  });
});

describe('compose.yaml: the proxy', () => {
  it('puts Caddy in front on 80 and 443, once an app replica is healthy', () => {
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(proxy.depends_on?.app?.condition).toBe('service_healthy');
    expect(proxy.cap_add).toEqual(['NET_BIND_SERVICE']);
  });
});

describe("the guide's compose commands", () => {
  const guide = read('docs/deploy.md');

  it('upgrades with git pull and a rebuild, never by pulling an image that exists only here', () => {
    expect(guide).toContain('git pull && docker compose up -d --build');
    expect(guide).not.toMatch(/docker compose pull(?! db)/);
  });

  it('names only services compose.yaml has', () => {
    const services = new Set(Object.keys(file.services));
    const takesValue = new Set([
      '-e',
      '-p',
      '-u',
      '-w',
      '--env',
      '--publish',
      '--user',
      '--workdir',
      '--index',
    ]);
    const commands = [...guide.matchAll(/docker compose (exec|run|logs|cp|stop|start|restart) ([^\n]+)/g)];
    expect(commands.length).toBeGreaterThan(5);
    for (const [command, , rest] of commands) {
      const words = rest!.split(/\s+/);
      let i = 0;
      while (i < words.length && words[i]!.startsWith('-')) i += takesValue.has(words[i]!) ? 2 : 1;
      expect(services, command).toContain(words[i]!.split(':')[0]);
    }
  });
});
