import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEV_USERS, loadConfig } from './config';
import { checkListeningSafety, isLoopbackHost } from './config-safety';
import { PRODUCTION_ENV, productionWithout } from '../../test/support/production-env';

const ISSUER = { OIDC_ISSUER: 'https://issuer.example.com' };
const OWN_PASSWORDS = JSON.stringify([
  { email: 'admin@fund.local', password: 'a long secret of our own', name: 'Alex Morgan', allowed: true },
]);

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['api.localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.0.2.2', false],
    ['fund.example.com', false],
    ['::ffff:10.0.0.1', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('listening with the built-in identity provider', () => {
  it('listens on loopback only by default, and on every interface with a real provider', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig(ISSUER).host).toBe('0.0.0.0');
  });

  it.each(['0.0.0.0', '::', '192.0.2.2'])(
    'refuses HOST=%s while an account keeps its published password',
    (HOST) => {
      expect(() => loadConfig({ HOST })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST })).toThrow(/DEV_USERS[\s\S]*OIDC_ISSUER/);
    },
  );

  it('names every account with a published password, and only those', () => {
    const accounts = [
      { email: 'admin@fund.local', password: 'a secret of our own', name: 'A', allowed: true },
      { email: 'member@fund.local', password: 'member-password', name: 'M', allowed: false },
    ];
    const [refusal] = checkListeningSafety({ host: '0.0.0.0' }, accounts, DEFAULT_DEV_USERS)!.split('\n');
    expect(refusal).toMatch(/member@fund\.local/);
    expect(refusal).not.toMatch(/admin@fund\.local/);
  });

  it.each([
    [
      { HOST: '127.0.0.1', PUBLIC_URL: 'https://fund.example.com' },
      /PUBLIC_URL=https:\/\/fund\.example\.com/,
    ],
    [{ TRUST_PROXY: 'loopback' }, /TRUST_PROXY=loopback/],
    [{ TRUST_PROXY: '1', PUBLIC_URL: 'http://localhost:3000' }, /TRUST_PROXY=1/],
  ])('counts %o as exposed, like a HOST beyond this machine', (env, why) => {
    expect(() => loadConfig(env)).toThrow(why);
    expect(() => loadConfig(env)).toThrow(/published in the README/);
    expect(() => loadConfig({ ...env, DEV_USERS: OWN_PASSWORDS })).not.toThrow();
  });

  it('stays private on loopback addresses: HOST, PUBLIC_URL and no proxy', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' }).oidc.localProvider).toBe(
      true,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:4000' }).host).toBe('localhost');
  });

  it.each([
    ['x', /shorter than 12 characters/],
    ['eleven-char', /shorter than 12 characters/],
    [' admin-password', /published in the README/],
    ['ADMIN-PASSWORD ', /published in the README/],
    ['Member-Password', /published in the README/],
  ])('refuses the password %j once exposed', (password, why) => {
    const DEV_USERS = JSON.stringify([{ email: 'ops@fund.local', password, name: 'Ops', allowed: true }]);
    expect(() => loadConfig({ HOST: '0.0.0.0', DEV_USERS })).toThrow(why);
    expect(() => loadConfig({ HOST: '0.0.0.0', DEV_USERS })).toThrow(/ops@fund\.local/);
    // On this machine only, any password does: the README's are for trying the app out.
    expect(loadConfig({ DEV_USERS }).devUsers[0]!.password).toBe(password);
  });

  it('does not suggest a reverse proxy as a way out', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/unset HOST, PUBLIC_URL and TRUST_PROXY/);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).not.toThrow(/reverse proxy/);
  });

  it('listens anywhere once the passwords are the fund’s own, or with a real provider', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEV_USERS: OWN_PASSWORDS }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', ...ISSUER }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

describe('production on the embedded database', () => {
  const production = productionWithout('DATABASE_URL');

  it('refuses to start unless the operator accepts it', () => {
    expect(() => loadConfig(production)).toThrow(/ALLOW_EMBEDDED_DATABASE=true/);
    expect(() => loadConfig(production)).toThrow(/DATABASE_URL/);
  });

  it('backs up every day to DATA_DIR/backups once accepted, unless told otherwise', () => {
    const config = loadConfig({ ...production, ALLOW_EMBEDDED_DATABASE: 'true', DATA_DIR: '/srv/fund' });
    expect(config.backups).toEqual({ dir: '/srv/fund/backups', intervalMinutes: 1440, keep: 14 });
    const elsewhere = loadConfig({ ...production, ALLOW_EMBEDDED_DATABASE: 'true', BACKUP_DIR: '/backups' });
    expect(elsewhere.backups.dir).toBe('/backups');
  });

  it('starts on a PostgreSQL server without the setting, with no backups unless BACKUP_DIR is set', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.backups.dir).toBeUndefined();
  });
});

describe('backup settings', () => {
  it('reads the folder, the interval in minutes (fractions allowed) and how many to keep', () => {
    const config = loadConfig({ BACKUP_DIR: '/b', BACKUP_INTERVAL_MINUTES: '0.5', BACKUP_KEEP: '3' });
    expect(config.backups).toEqual({ dir: '/b', intervalMinutes: 0.5, keep: 3 });
  });

  it.each([
    { BACKUP_INTERVAL_MINUTES: '0' },
    { BACKUP_INTERVAL_MINUTES: 'daily' },
    { BACKUP_KEEP: '0' },
    { BACKUP_KEEP: '2.5' },
  ])('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

describe('DEMO_DATA', () => {
  it.each([
    [{}, true],
    [ISSUER, false],
    [{ DATABASE_URL: 'postgres://db/fund' }, false],
    [{ NODE_ENV: 'test' }, true],
    [{ DEMO_DATA: 'off' }, false],
    [{ DEMO_DATA: 'on', ...ISSUER }, true],
    [{ DEMO_DATA: 'on', DATABASE_URL: 'postgres://db/fund' }, true],
  ])('%o -> %s', (env, expected) => {
    expect(loadConfig(env).demoData).toBe(expected);
  });

  it('is off in production, and refused when asked for there', () => {
    const production = PRODUCTION_ENV;
    expect(loadConfig(production).demoData).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_DATA: 'on' })).toThrow(/sample fund/);
  });
});
