import path from 'node:path';
import { z } from 'zod';
import { hostTimeZone, isTimeZone } from './fund-clock';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default('./data'),
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
  FUND_NAME: z.string().min(1).default('Evergreen Theta Fund'),
  FUND_TIME_ZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isTimeZone, 'FUND_TIME_ZONE must be an IANA time zone such as America/New_York')
      .optional(),
  ),
  DEV_USERS: z.preprocess(blankToUndefined, z.string().optional()),
  SHEET_STOCKS: z.string().default('data/sample/stocks.csv'),
  SHEET_OPTIONS: z.string().default('data/sample/options.csv'),
  SHEET_STRATEGIES: z.string().default('data/sample/strategies.csv'),
  SHEET_NAV: z.string().default('data/sample/nav.csv'),
  SHEET_PERFORMANCE: z.string().default('data/sample/performance.csv'),
  SHEET_CURRENT_NAV: z.string().default('data/sample/current-nav.csv'),
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
  CLIENT_DIR: z.string().default('dist/client'),
  // The server's render of the public pages (`vite build --ssr`); without it they get the bare app.
  SSR_ENTRY: z.string().default('dist/server/entry-server.js'),
  SERVE_SOURCE_MAPS: booleanSetting(false),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  fundName: string;
  /** The zone in which the server takes "today" (src/server/fund-clock.ts); the host's by default. */
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
}

export class ConfigError extends Error {}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid settings:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const localProvider = e.OIDC_ISSUER === undefined;
  if (localProvider && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'OIDC_ISSUER is required when NODE_ENV=production (the local identity provider is for development only)',
    );
  }
  const issuer = (e.OIDC_ISSUER ?? `${publicUrl}/idp`).replace(/\/$/, '');
  if (!isAcceptableIssuer(issuer)) {
    throw new ConfigError(`The identity provider address ${issuer} must be https:// outside localhost`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    // 'memory://' keeps a throwaway database in memory (tests, demos).
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    fundName: e.FUND_NAME,
    fundTimeZone: e.FUND_TIME_ZONE ?? hostTimeZone(),
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
    devUsers: parseDevUsers(e.DEV_USERS),
    sheets: {
      stocks: e.SHEET_STOCKS,
      options: e.SHEET_OPTIONS,
      strategies: e.SHEET_STRATEGIES,
      nav: e.SHEET_NAV,
      performance: e.SHEET_PERFORMANCE,
      currentNav: e.SHEET_CURRENT_NAV,
      cacheSeconds: e.SHEET_CACHE_SECONDS,
      maxBytes: e.SHEET_MAX_BYTES,
    },
    maskSensitive: e.MASK_SENSITIVE,
    maxUploadMb: e.MAX_UPLOAD_MB,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
    ssrEntry: path.resolve(e.SSR_ENTRY),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
  };
}
