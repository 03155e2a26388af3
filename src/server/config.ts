import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REDEMPTION_NOTICE_DAYS, MAX_REDEMPTION_NOTICE_DAYS } from '../domain/requests/constants';
import { DEFAULT_NAV_TOLERANCE_PERCENT, MAX_NAV_TOLERANCE_PERCENT } from '../domain/investors/nav-tolerance';
import { DEFAULT_FUND_TIME_ZONE, isTimeZone } from '../domain/time-zones';
import { APP_ROOT } from './app-root';
import { checkListeningSafety, checkProductionDatabase, defaultHost } from './config-safety';
import {
  isTrustProxySetting,
  parseTrustProxy,
  TRUST_PROXY_MESSAGE,
  type TrustProxy,
} from './http/trust-proxy';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An http:// issuer is tolerated only on this machine, for development and tests. */
export function isAcceptableIssuer(issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const booleanSetting = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const devUserSchema = z.object({
  email: z.string().email(),
  password: z.string().min(1),
  name: z.string().min(1),
  allowed: z.boolean(),
  /** The auditor: reads the Reports area, writes nothing (decision 018). */
  auditor: z.boolean().optional(),
});
export type DevUser = z.infer<typeof devUserSchema>;

export const DEFAULT_DEV_USERS: DevUser[] = [
  { email: 'admin@fund.local', password: 'admin-password', name: 'Alex Morgan', allowed: true },
  { email: 'member@fund.local', password: 'member-password', name: 'Jamie Lee', allowed: false },
  // Linked by its verified e-mail to the sample investor the local set-up starts with.
  { email: 'investor@fund.local', password: 'investor-password', name: 'Riley Park', allowed: false },
  {
    email: 'auditor@fund.local',
    password: 'auditor-password',
    name: 'Casey Reed',
    allowed: false,
    auditor: true,
  },
];

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** API requests per client per minute unless RATE_LIMIT_PER_MINUTE says otherwise. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

const sheetSetting = z.preprocess(blankToUndefined, z.string().max(4096).optional());

/** The published sheets and the sample file each falls back to outside production. */
const SHEETS = {
  SHEET_STOCKS: 'stocks.csv',
  SHEET_OPTIONS: 'options.csv',
  SHEET_STRATEGIES: 'strategies.csv',
  SHEET_NAV: 'nav.csv',
  SHEET_PERFORMANCE: 'performance.csv',
  SHEET_CURRENT_NAV: 'current-nav.csv',
} as const;
type SheetName = keyof typeof SHEETS;

/** The bundled sample sheets (made-up figures for development), which production refuses. */
const SAMPLE_SHEETS_DIR = path.join(APP_ROOT, 'data', 'sample');

const realPath = (file: string) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
};

/** Whether a sheet's address is one of the bundled sample files, however it is spelled. */
export function isBundledSampleSheet(location: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return false;
  const samples = realPath(SAMPLE_SHEETS_DIR);
  return [path.resolve(location), path.resolve(APP_ROOT, location)].some((candidate) => {
    const real = realPath(candidate);
    return real === samples || real.startsWith(samples + path.sep);
  });
}

/**
 * Each sheet's address. In production every one must be set, and none may be a bundled sample: those
 * would show made-up figures as the fund's, and the investor portal would value real accounts with them.
 */
function sheetSettings(values: Partial<Record<SheetName, string>>, production: boolean, problems: string[]) {
  const names = Object.keys(SHEETS) as SheetName[];
  const missing = names.filter((name) => values[name] === undefined);
  if (production && missing.length > 0) {
    problems.push(
      `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required when NODE_ENV=production: the address of ` +
        'each published sheet (an http(s) address or a file path). The sample sheets serve development only.',
    );
  }
  const samples = names.filter((name) => values[name] !== undefined && isBundledSampleSheet(values[name]));
  if (production && samples.length > 0) {
    problems.push(
      `${samples.join(', ')} ${samples.length > 1 ? 'point' : 'points'} at the bundled sample sheets (data/sample), ` +
        "which hold made-up figures: set the address of the fund's own published sheet.",
    );
  }
  const sheet = (name: SheetName) => values[name] ?? path.join(SAMPLE_SHEETS_DIR, SHEETS[name]);
  return {
    stocks: sheet('SHEET_STOCKS'),
    options: sheet('SHEET_OPTIONS'),
    strategies: sheet('SHEET_STRATEGIES'),
    nav: sheet('SHEET_NAV'),
    performance: sheet('SHEET_PERFORMANCE'),
    currentNav: sheet('SHEET_CURRENT_NAV'),
  };
}

/** Where the books go when DATA_DIR is blank: a folder of their own, which the repository does not track. */
export const DEFAULT_DATA_DIR = './var';
/** The default before decision 022, which shared its folder with the tracked sample sheets. */
const OLD_DEFAULT_DATA_DIR = './data';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback only with the built-in identity provider, every interface with a real one.
  HOST: z.preprocess(blankToUndefined, z.string().min(1).max(255).optional()),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.string().url().optional()),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z.string().refine(isTrustProxySetting, TRUST_PROXY_MESSAGE).optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().max(4096).default(DEFAULT_DATA_DIR)),
  DATABASE_URL: z.preprocess(blankToUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isAcceptableIssuer, 'OIDC_ISSUER must be https:// (http:// only on localhost or 127.0.0.1)')
      .optional(),
  ),
  OIDC_CLIENT_ID: z.string().default('fund-web'),
  OIDC_AUDIENCE: z.string().default('fund-api'),
  OIDC_SCOPE: z.string().default('openid profile email offline_access'),
  ALLOWED_CLAIM: z.string().min(1).default('allowed'),
  AUDITOR_CLAIM: z.string().min(1).default('auditor'),
  INVESTOR_CLAIM: z.preprocess(blankToUndefined, z.string().min(1).max(100).optional()),
  // Required in production (statements and the footer carry it); the sample fund's name elsewhere.
  FUND_NAME: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().max(200).optional(),
  ),
  FUND_TIME_ZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isTimeZone, 'FUND_TIME_ZONE must be an IANA time zone such as America/New_York')
      .optional(),
  ),
  DEV_USERS: z.preprocess(blankToUndefined, z.string().optional()),
  // Unset: the sample sheets, outside production only (sheetSettings below).
  SHEET_STOCKS: sheetSetting,
  SHEET_OPTIONS: sheetSetting,
  SHEET_STRATEGIES: sheetSetting,
  SHEET_NAV: sheetSetting,
  SHEET_PERFORMANCE: sheetSetting,
  SHEET_CURRENT_NAV: sheetSetting,
  SHEET_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  // A published sheet is a few kilobytes; 5 MB (about 170,000 rows) is far past any real one.
  SHEET_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  MASK_SENSITIVE: booleanSetting(true),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: the build beside the server, wherever it is started from.
  CLIENT_DIR: z.preprocess(blankToUndefined, z.string().max(4096).optional()),
  // The server's render of the public pages (`vite build --ssr`); without it they get the bare app.
  SSR_ENTRY: z.preprocess(blankToUndefined, z.string().max(4096).optional()),
  SERVE_SOURCE_MAPS: booleanSetting(false),
  DEMO_DATA: z.preprocess(blankToUndefined, z.enum(['on', 'off']).optional()),
  // Production on the embedded database needs this said out loud (docs/decisions/015-...).
  ALLOW_EMBEDDED_DATABASE: booleanSetting(false),
  BACKUP_DIR: z.preprocess(blankToUndefined, z.string().max(4096).optional()),
  // Minutes; fractions allowed so tests and drills can run a schedule in seconds. At most a year.
  BACKUP_INTERVAL_MINUTES: z.coerce.number().min(0.01).max(525_600).default(1440),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  // A secret: backups then carry an HMAC-SHA256 under it, and a restore refuses one without (decision 025).
  BACKUP_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, 'BACKUP_KEY must be at least 32 characters (for instance `openssl rand -hex 32`)')
      .max(1024)
      .optional(),
  ),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  // How often the DATA_DIR lock's heartbeat reads its file back; stale after six of them. Tests shorten it.
  DATA_DIR_LOCK_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  // E-mail (decision 027): smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS.
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(2048)
      .refine((v) => /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_HOST: z.preprocess(blankToUndefined, z.string().max(255).optional()),
  SMTP_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  SMTP_USER: z.preprocess(blankToUndefined, z.string().max(512).optional()),
  SMTP_PASSWORD: z.preprocess(blankToUndefined, z.string().max(512).optional()),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().max(320).optional()),
  MAIL_REPLY_TO: z.preprocess(blankToUndefined, z.string().email().max(254).optional()),
  ADMIN_ALERT_EMAIL: z.preprocess(blankToUndefined, z.string().email().max(254).optional()),
  // How long a published sheet fails before the administrator hears of it.
  SHEET_ALERT_MINUTES: z.coerce.number().min(0.01).max(525_600).default(60),
  // How often the sender looks for messages due; 0 starts no sender (tests drain by hand).
  MAIL_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  // API requests a client (its address, as TRUST_PROXY resolves it) may make per minute; 0 turns the
  // limit off (decision 022). A page of the Reports area makes about twenty.
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  ),
  // Days of notice a redemption gives: it deals at the first quarter end at least this many days on.
  // Blank is the default, not 0: no notice must be asked for by writing 0.
  REDEMPTION_NOTICE_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(MAX_REDEMPTION_NOTICE_DAYS).default(DEFAULT_REDEMPTION_NOTICE_DAYS),
  ),
  // How far (percent) an approval's NAV per unit may stray from the books' NAV without a reason.
  NAV_TOLERANCE_PERCENT: z.preprocess(
    blankToUndefined,
    z.coerce.number().gt(0).max(MAX_NAV_TOLERANCE_PERCENT).default(DEFAULT_NAV_TOLERANCE_PERCENT),
  ),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** 'localhost' (127.0.0.1 and ::1) unless HOST says otherwise; see config-safety.ts. */
  host: string;
  publicUrl: string;
  /** Whose X-Forwarded-* headers are believed (src/server/http/trust-proxy.ts); nobody's by default. */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl?: string;
  fundName: string;
  /** The fund's one clock's zone (src/server/fund-clock.ts); New York outside production by default. */
  fundTimeZone: string;
  oidc: {
    issuer: string;
    clientId: string;
    audience: string;
    scope: string;
    allowedClaim: string;
    /** The boolean claim of the fund's auditor: the Reports area read-only (decision 018). */
    auditorClaim: string;
    /** The claim holding the signed-in investor's id, when the provider sends one. */
    investorClaim?: string;
    /** The in-process identity provider is mounted under /idp. */
    localProvider: boolean;
  };
  devUsers: DevUser[];
  sheets: {
    stocks: string;
    options: string;
    strategies: string;
    nav: string;
    performance: string;
    currentNav: string;
    cacheSeconds: number;
    /** A sheet larger than this is refused as a failed fetch. */
    maxBytes: number;
  };
  maskSensitive: boolean;
  maxUploadMb: number;
  logLevel: string;
  clientDir: string;
  /** The built module that renders the public pages on the server (decisions/009). */
  ssrEntry: string;
  /** Serve the web app's source maps (which publish its original sources); off by default. */
  serveSourceMaps: boolean;
  /** Whether a new, empty database gets the sample fund (src/server/sample-data). */
  demoData: boolean;
  /** How long a shutdown waits for requests in flight before closing their connections. */
  shutdownGraceSeconds: number;
  /** How often the DATA_DIR lock's heartbeat reads its file back (decision 025). */
  lockHeartbeatMs: number;
  /** API requests per client address per minute; 0: no limit. */
  rateLimitPerMinute: number;
  /** Days of notice before a redemption's earliest dealing date (docs/requirements.md#req-notice). */
  redemptionNoticeDays: number;
  /** How far an approval's NAV per unit may be from the books' without a reason (docs/requirements.md#req-approve). */
  navTolerancePercent: number;
  mail: {
    /** The SMTP server, from SMTP_URL or SMTP_HOST/PORT/USER/PASSWORD; undefined: none. */
    smtpUrl?: string;
    /** Without SMTP: 'files' writes DATA_DIR/mail/*.eml (development), 'off' keeps notices in the app. */
    mode: 'smtp' | 'files' | 'off';
    from: string;
    replyTo?: string;
    adminAlertEmail?: string;
    pollSeconds: number;
    sheetAlertMinutes: number;
  };
  backups: {
    /** Where scheduled backups go; unset means no scheduled backups. */
    dir?: string;
    intervalMinutes: number;
    keep: number;
    /** BACKUP_KEY: backups carry an HMAC under it, and restores require one. */
    key?: string;
  };
}

/**
 * Settings the app refuses, every one of them at once (decision 022): a start that stopped at the first
 * would take as many starts as there are mistakes to learn them all.
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(
      list.length === 1
        ? list[0]
        : [
            `Refusing to start: ${list.length} settings need attention.`,
            ...list.map((problem) => `- ${problem.replace(/\n/g, '\n  ')}`),
          ].join('\n'),
    );
    this.problems = list;
  }
}

const DEFAULT_FUND_NAME = 'Evergreen Theta Fund';

/** Each invalid setting as a line naming it, and the settings with those left out (their defaults apply). */
function parseSettings(env: NodeJS.ProcessEnv, problems: string[]) {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return { settings: parsed.data, invalid: new Set<string>() };
  const invalid = new Set<string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'settings');
    invalid.add(name);
    problems.push(`${name} is invalid: ${issue.message}`);
  }
  const rest = Object.fromEntries(Object.entries(env).filter(([name]) => !invalid.has(name)));
  return { settings: envSchema.parse(rest), invalid };
}

function parseDevUsers(raw: string | undefined): DevUser[] {
  if (raw === undefined) return DEFAULT_DEV_USERS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('DEV_USERS must be a JSON list of {email, password, name, allowed, auditor?}');
  }
  const parsed = z.array(devUserSchema).min(1).safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(`DEV_USERS is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

function mailSettings(e: z.infer<typeof envSchema>, publicUrl: string, production: boolean): Config['mail'] {
  let smtpUrl = e.SMTP_URL;
  if (smtpUrl === undefined && e.SMTP_HOST !== undefined) {
    const port = e.SMTP_PORT ?? 587;
    const url = new URL(`${port === 465 ? 'smtps' : 'smtp'}://localhost`);
    url.hostname = e.SMTP_HOST;
    url.port = String(port);
    if (e.SMTP_USER !== undefined) url.username = encodeURIComponent(e.SMTP_USER);
    if (e.SMTP_PASSWORD !== undefined) url.password = encodeURIComponent(e.SMTP_PASSWORD);
    smtpUrl = url.toString();
  }
  const host = new URL(publicUrl).hostname;
  return {
    smtpUrl,
    mode: smtpUrl !== undefined ? 'smtp' : production ? 'off' : 'files',
    from: e.MAIL_FROM ?? `notices@${host.includes('.') ? host : `${host}.localdomain`}`,
    replyTo: e.MAIL_REPLY_TO,
    adminAlertEmail: e.ADMIN_ALERT_EMAIL,
    pollSeconds: e.MAIL_POLL_SECONDS,
    sheetAlertMinutes: e.SHEET_ALERT_MINUTES,
  };
}

/** A problem found by `check` joins the list; its fallback stands in so that the rest is still checked. */
function collect<T>(problems: string[], check: () => T, fallback: T): T {
  try {
    return check();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
    return fallback;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const { settings: e, invalid } = parseSettings(env, problems);
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const localProvider = e.OIDC_ISSUER === undefined;
  if (localProvider && production && !invalid.has('OIDC_ISSUER')) {
    problems.push(
      'OIDC_ISSUER is required when NODE_ENV=production (the local identity provider is for development only)',
    );
  }
  if (e.FUND_TIME_ZONE === undefined && production && !invalid.has('FUND_TIME_ZONE')) {
    problems.push(
      "FUND_TIME_ZONE is required when NODE_ENV=production: the IANA time zone of the fund's books, such as America/New_York",
    );
  }
  if (e.FUND_NAME === undefined && production && !invalid.has('FUND_NAME')) {
    problems.push(
      "FUND_NAME is required when NODE_ENV=production: the fund's name, which statements, the footer and exports carry",
    );
  }
  const issuer = (e.OIDC_ISSUER ?? `${publicUrl}/idp`).replace(/\/$/, '');
  if (!isAcceptableIssuer(issuer)) {
    problems.push(`The identity provider address ${issuer} must be https:// outside localhost`);
  }
  const devUsers = collect(problems, () => parseDevUsers(e.DEV_USERS), DEFAULT_DEV_USERS);
  const host = e.HOST ?? defaultHost(localProvider);
  const embedded = e.DATABASE_URL === undefined;
  for (const refusal of [
    localProvider && !invalid.has('DEV_USERS')
      ? checkListeningSafety(
          { host, publicUrl: e.PUBLIC_URL, trustProxy: e.TRUST_PROXY },
          devUsers,
          DEFAULT_DEV_USERS,
        )
      : null,
    checkProductionDatabase({ production, embedded, allowed: e.ALLOW_EMBEDDED_DATABASE }),
  ]) {
    if (refusal) problems.push(refusal);
  }
  if (e.DEMO_DATA === 'on' && production) {
    problems.push(
      'DEMO_DATA=on is refused with NODE_ENV=production: the sample fund must never mix with real books.',
    );
  }
  const sheets = sheetSettings(e, production, problems);
  if (env.DATA_DIR === undefined || env.DATA_DIR === '') {
    // Books kept in the old default folder must not be left behind silently for an empty new one.
    const old = path.resolve(OLD_DEFAULT_DATA_DIR);
    const books = (folder: string) => fs.existsSync(path.join(folder, 'pgdata', 'PG_VERSION'));
    if (books(old) && !books(path.resolve(DEFAULT_DATA_DIR))) {
      problems.push(
        `DATA_DIR is unset, and its former default ${old} holds books (pgdata): set DATA_DIR=${OLD_DEFAULT_DATA_DIR} ` +
          `to keep using them there, or move its pgdata and idp folders into ${path.resolve(DEFAULT_DATA_DIR)}, the new default.`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  // Production on the embedded database backs up on a schedule unless told where else.
  const backupDir =
    e.BACKUP_DIR ??
    (production && embedded && dataDir !== 'memory://' ? path.join(dataDir, 'backups') : undefined);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host,
    publicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // 'memory://' keeps a throwaway database in memory (tests, demos).
    dataDir,
    databaseUrl: e.DATABASE_URL,
    fundName: e.FUND_NAME ?? DEFAULT_FUND_NAME,
    fundTimeZone: e.FUND_TIME_ZONE ?? DEFAULT_FUND_TIME_ZONE,
    oidc: {
      issuer,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      scope: e.OIDC_SCOPE,
      allowedClaim: e.ALLOWED_CLAIM,
      auditorClaim: e.AUDITOR_CLAIM,
      investorClaim: e.INVESTOR_CLAIM,
      localProvider,
    },
    devUsers,
    sheets: {
      ...sheets,
      cacheSeconds: e.SHEET_CACHE_SECONDS,
      maxBytes: e.SHEET_MAX_BYTES,
    },
    maskSensitive: e.MASK_SENSITIVE,
    maxUploadMb: e.MAX_UPLOAD_MB,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : path.join(APP_ROOT, 'dist', 'client'),
    ssrEntry: e.SSR_ENTRY
      ? path.resolve(e.SSR_ENTRY)
      : path.join(APP_ROOT, 'dist', 'server', 'entry-server.js'),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    // On only where nothing real can be: development, the built-in provider and the embedded database.
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'on' : !production && localProvider && embedded,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    lockHeartbeatMs: e.DATA_DIR_LOCK_HEARTBEAT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redemptionNoticeDays: e.REDEMPTION_NOTICE_DAYS,
    navTolerancePercent: e.NAV_TOLERANCE_PERCENT,
    mail: mailSettings(e, publicUrl, production),
    backups: {
      dir: backupDir === undefined ? undefined : path.resolve(backupDir),
      intervalMinutes: e.BACKUP_INTERVAL_MINUTES,
      keep: e.BACKUP_KEEP,
      key: e.BACKUP_KEY,
    },
  };
}
