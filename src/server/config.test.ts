import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { APP_ROOT } from './app-root';
import { ConfigError, DEFAULT_DEV_USERS, isAcceptableIssuer, loadConfig } from './config';
import { PRODUCTION_ENV, productionWithout } from '../../test/support/production-env';

describe('isAcceptableIssuer', () => {
  it.each([
    ['https://fund.eu.auth0.com/', true],
    ['https://login.example.org/realms/fund', true],
    ['http://localhost:3000/idp', true],
    ['http://127.0.0.1:4000', true],
    ['http://[::1]:4000', true],
    ['http://fund.example.com', false],
    ['http://10.0.0.5:8080', false],
    ['http://localhost.evil.com', false],
    ['ftp://localhost', false],
    ['not a url', false],
  ])('%s -> %s', (issuer, expected) => {
    expect(isAcceptableIssuer(issuer)).toBe(expected);
  });
});

describe('loadConfig', () => {
  it('runs on embedded defaults with the local identity provider', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      maskSensitive: true,
      maxUploadMb: 25,
      oidc: {
        issuer: 'http://localhost:3000/idp',
        clientId: 'fund-web',
        audience: 'fund-api',
        allowedClaim: 'allowed',
        localProvider: true,
      },
      sheets: { cacheSeconds: 300, maxBytes: 5 * 1024 * 1024 },
      devUsers: DEFAULT_DEV_USERS,
    });
    // A folder of the books' own: deleting it to start afresh leaves the tracked sample sheets be.
    expect(config.dataDir).toBe(path.resolve('var'));
    expect(config.fundName).toBe('Evergreen Theta Fund');
  });

  it('uses a configured identity provider and turns the local one off', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://fund.eu.auth0.com/',
      ALLOWED_CLAIM: 'https://fund/allowed',
    });
    expect(config.oidc).toMatchObject({
      issuer: 'https://fund.eu.auth0.com',
      localProvider: false,
      allowedClaim: 'https://fund/allowed',
    });
  });

  it.each([
    [{ OIDC_ISSUER: 'http://idp.example.com' }, /OIDC_ISSUER must be https/],
    [{ NODE_ENV: 'production' }, /OIDC_ISSUER is required/],
    [{ PUBLIC_URL: 'http://fund.example.com' }, /must be https/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ MASK_SENSITIVE: 'maybe' }, /MASK_SENSITIVE/],
    [{ SHEET_MAX_BYTES: 'five megabytes' }, /SHEET_MAX_BYTES/],
    [{ SHEET_MAX_BYTES: '0' }, /SHEET_MAX_BYTES/],
    [{ DEV_USERS: 'not json' }, /DEV_USERS must be a JSON list/],
    [{ DEV_USERS: '[{"email":"x"}]' }, /DEV_USERS is invalid/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
  ])('reads MASK_SENSITIVE=%s', (value, expected) => {
    expect(loadConfig({ MASK_SENSITIVE: value }).maskSensitive).toBe(expected);
  });

  it.each([
    [{}, undefined],
    [{ INVESTOR_CLAIM: '' }, undefined],
    [{ INVESTOR_CLAIM: 'https://fund/investor_id' }, 'https://fund/investor_id'],
  ])('reads the investor claim from INVESTOR_CLAIM (%j), unset by default', (env, claim) => {
    expect(loadConfig(env).oidc.investorClaim).toBe(claim);
  });

  it('the local provider has an investor account, not allowed', () => {
    expect(DEFAULT_DEV_USERS).toContainEqual(
      expect.objectContaining({
        email: 'investor@fund.local',
        password: 'investor-password',
        allowed: false,
      }),
    );
  });

  it('takes the fund time zone from FUND_TIME_ZONE, New York when blank, and refuses an unknown one', () => {
    expect(loadConfig({ FUND_TIME_ZONE: 'Europe/London' }).fundTimeZone).toBe('Europe/London');
    // Not the host's zone: a server moved to another zone keeps the fund's calendar.
    for (const NODE_ENV of ['development', 'test', undefined])
      expect(loadConfig({ NODE_ENV, FUND_TIME_ZONE: '' }).fundTimeZone).toBe('America/New_York');
    expect(() => loadConfig({ FUND_TIME_ZONE: 'Mars/Olympus' })).toThrow('FUND_TIME_ZONE');
  });

  it('refuses to start in production without FUND_TIME_ZONE, naming it', () => {
    const production = productionWithout('FUND_TIME_ZONE');
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, FUND_TIME_ZONE: ' ' })).toThrow(/FUND_TIME_ZONE/);
    expect(() => loadConfig(production)).toThrow(/^FUND_TIME_ZONE is required when NODE_ENV=production/);
    expect(loadConfig({ ...production, FUND_TIME_ZONE: 'Asia/Tokyo' }).fundTimeZone).toBe('Asia/Tokyo');
  });

  it('starts in production with every required setting, the sheets included', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.sheets.stocks).toBe('https://sheets.example.com/stocks.csv');
    expect(config.fundName).toBe('Northwind Capital Partners');
  });

  it('names every missing setting of a production start with nothing set, in one refusal', () => {
    let refusal: ConfigError | undefined;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      refusal = err as ConfigError;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(refusal!.message).toMatch(/^Refusing to start: 5 settings need attention\./);
    for (const name of [
      'OIDC_ISSUER',
      'FUND_TIME_ZONE',
      'FUND_NAME',
      'DATABASE_URL',
      'ALLOW_EMBEDDED_DATABASE',
      'SHEET_STOCKS, SHEET_OPTIONS, SHEET_STRATEGIES, SHEET_NAV, SHEET_PERFORMANCE, SHEET_CURRENT_NAV',
    ])
      expect(refusal!.message).toContain(name);
  });

  it('names invalid settings beside missing ones', () => {
    expect(() =>
      loadConfig({ ...productionWithout('FUND_NAME'), PORT: 'eighty', MASK_SENSITIVE: 'maybe' }),
    ).toThrow(
      /3 settings need attention[\s\S]*PORT is invalid[\s\S]*MASK_SENSITIVE is invalid[\s\S]*FUND_NAME is required/,
    );
  });

  it('refuses FUND_NAME blank in production, and keeps the sample name elsewhere', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, FUND_NAME: ' ' })).toThrow(/^FUND_NAME is required/);
    expect(loadConfig({ FUND_NAME: '' }).fundName).toBe('Evergreen Theta Fund');
  });

  it('refuses sheets that point at the bundled samples in production, however they are spelled', () => {
    const samples = {
      SHEET_NAV: 'data/sample/nav.csv',
      SHEET_STOCKS: path.join(APP_ROOT, 'data', 'sample', 'stocks.csv'),
      SHEET_OPTIONS: './data/sample/../sample/options.csv',
    };
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...samples })).toThrow(
      /^SHEET_STOCKS, SHEET_OPTIONS, SHEET_NAV point at the bundled sample sheets/,
    );
    expect(loadConfig({ ...PRODUCTION_ENV, SHEET_NAV: '/srv/fund/sheets/nav.csv' }).sheets.nav).toBe(
      '/srv/fund/sheets/nav.csv',
    );
    expect(loadConfig(samples).sheets.nav).toBe('data/sample/nav.csv');
  });

  it('refuses to start in production without the sheets, naming each missing one', () => {
    expect(() => loadConfig(productionWithout('SHEET_NAV'))).toThrow(
      /^SHEET_NAV is required when NODE_ENV=production/,
    );
    expect(() => loadConfig(productionWithout('SHEET_STOCKS', 'SHEET_CURRENT_NAV'))).toThrow(
      /^SHEET_STOCKS, SHEET_CURRENT_NAV are required when NODE_ENV=production/,
    );
  });

  it('reads the sample sheets outside production, wherever the server is started from', () => {
    expect(loadConfig({}).sheets.performance).toBe(path.join(APP_ROOT, 'data', 'sample', 'performance.csv'));
  });

  it('reads the largest sheet size from SHEET_MAX_BYTES', () => {
    expect(loadConfig({ SHEET_MAX_BYTES: '1048576' }).sheets.maxBytes).toBe(1_048_576);
  });

  it('reads REDEMPTION_NOTICE_DAYS, 60 by default, a whole number from 0 to 366', () => {
    expect(loadConfig({}).redemptionNoticeDays).toBe(60);
    expect(loadConfig({ REDEMPTION_NOTICE_DAYS: '' }).redemptionNoticeDays).toBe(60);
    expect(loadConfig({ REDEMPTION_NOTICE_DAYS: '0' }).redemptionNoticeDays).toBe(0);
    expect(loadConfig({ REDEMPTION_NOTICE_DAYS: '366' }).redemptionNoticeDays).toBe(366);
    for (const value of ['-1', '367', '30.5', 'sixty'])
      expect(() => loadConfig({ REDEMPTION_NOTICE_DAYS: value }), value).toThrow(/REDEMPTION_NOTICE_DAYS/);
  });

  it('reads accounts for the local identity provider from DEV_USERS', () => {
    const users = [{ email: 'ops@fund.local', password: 'pw', name: 'Ops', allowed: true }];
    expect(loadConfig({ DEV_USERS: JSON.stringify(users) }).devUsers).toEqual(users);
  });
});

describe('.env.example', () => {
  const example = parseEnv(fs.readFileSync(path.join(APP_ROOT, '.env.example'), 'utf8'));

  it('runs as it is outside production, on the defaults its blanks stand for', () => {
    const config = loadConfig(example);
    expect(config.dataDir).toBe(path.resolve('var'));
    expect(config.oidc.scope).toBe('openid profile email offline_access');
  });

  it('names every blank an operator must fill when NODE_ENV=production, in one refusal', () => {
    expect(() => loadConfig({ ...example, NODE_ENV: 'production' })).toThrow(
      /OIDC_ISSUER[\s\S]*FUND_TIME_ZONE[\s\S]*FUND_NAME[\s\S]*DATABASE_URL[\s\S]*SHEET_STOCKS/,
    );
  });
});

describe('books left in the former default folder', () => {
  // Synchronous between the two chdir calls, so no other test sees the working folder moved.
  function inFolder<T>(folder: string, work: () => T): T {
    const before = process.cwd();
    process.chdir(folder);
    try {
      return work();
    } finally {
      process.chdir(before);
    }
  }

  it('refuses to open an empty ./var while ./data holds books, naming both ways out', () => {
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-checkout-'));
    fs.mkdirSync(path.join(checkout, 'data', 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(checkout, 'data', 'pgdata', 'PG_VERSION'), '17\n');
    inFolder(checkout, () => {
      expect(() => loadConfig({})).toThrow(/DATA_DIR is unset, and its former default .*data holds books/);
      expect(() => loadConfig({})).toThrow(/set DATA_DIR=\.\/data .* or move its pgdata and idp folders/);
      expect(loadConfig({ DATA_DIR: './data' }).dataDir).toBe(path.join(process.cwd(), 'data'));
      fs.mkdirSync(path.join(checkout, 'var', 'pgdata'), { recursive: true });
      fs.writeFileSync(path.join(checkout, 'var', 'pgdata', 'PG_VERSION'), '17\n');
      expect(loadConfig({}).dataDir).toBe(path.join(process.cwd(), 'var'));
    });
  });
});
