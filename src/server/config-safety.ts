import net from 'node:net';

/*
 * Settings that would hand the books to strangers are refused at start-up, with the way out in the
 * message (docs/decisions/015-safe-defaults-lock-durability-backups.md).
 */

/** `localhost` makes Fastify listen on every loopback address it resolves to: 127.0.0.1 and ::1. */
export function defaultHost(localProvider: boolean): string {
  return localProvider ? 'localhost' : '0.0.0.0';
}

/** Whether binding `host` keeps the server reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

interface DevAccount {
  email: string;
  password: string;
}

/** The shortest password the built-in provider accepts once it can be reached from other machines. */
export const MIN_EXPOSED_PASSWORD_LENGTH = 12;

/** Where the app can be reached from: what makes the built-in provider's accounts exposed. */
export interface Reach {
  host: string;
  /** PUBLIC_URL as set, if set. */
  publicUrl?: string;
  /** TRUST_PROXY as set, if set: a proxy in front means other machines reach the app through it. */
  trustProxy?: string;
}

/** Why the app counts as reachable from other machines, or null when it is this machine's alone. */
export function exposure(reach: Reach): string | null {
  if (!isLoopbackHost(reach.host)) return `HOST=${reach.host} listens beyond this machine`;
  if (reach.publicUrl !== undefined) {
    let hostname: string | undefined;
    try {
      hostname = new URL(reach.publicUrl).hostname;
    } catch {
      hostname = undefined;
    }
    if (hostname === undefined || !isLoopbackHost(hostname)) {
      return `PUBLIC_URL=${reach.publicUrl} is an address other machines use`;
    }
  }
  if (reach.trustProxy !== undefined) {
    return `TRUST_PROXY=${reach.trustProxy} says a proxy in front forwards other machines' requests`;
  }
  return null;
}

/** A password as someone guessing it would try it: without surrounding spaces, case folded. */
const folded = (password: string) => password.trim().toLowerCase();

/**
 * The refusal text when the built-in provider would be reachable from other machines (a non-loopback
 * HOST or PUBLIC_URL, or any TRUST_PROXY) with a weak account: a password the README publishes (however
 * spaced or cased) or one shorter than 12 characters. Null when safe.
 */
export function checkListeningSafety(
  reach: Reach,
  accounts: readonly DevAccount[],
  defaults: readonly DevAccount[],
): string | null {
  const why = exposure(reach);
  if (why === null) return null;
  const publishedPasswords = new Set(defaults.map((account) => folded(account.password)));
  const published = accounts.filter((account) => publishedPasswords.has(folded(account.password)));
  const short = accounts.filter(
    (account) => !published.includes(account) && account.password.trim().length < MIN_EXPOSED_PASSWORD_LENGTH,
  );
  if (published.length === 0 && short.length === 0) return null;
  const emails = (list: readonly DevAccount[]) => list.map((account) => account.email).join(', ');
  const problems = [
    published.length > 0
      ? `${emails(published)} still ${published.length > 1 ? 'have' : 'has'} the password published in the README`
      : null,
    short.length > 0
      ? `${emails(short)} ${short.length > 1 ? 'have passwords' : 'has a password'} shorter than ${MIN_EXPOSED_PASSWORD_LENGTH} characters`
      : null,
  ].filter(Boolean);
  return [
    `Refusing to serve the built-in identity provider beyond this machine (${why}): ${problems.join(', and ')}, ` +
      'so anyone who can reach this address could open the books.',
    'Either:',
    `  - set your own passwords, ${MIN_EXPOSED_PASSWORD_LENGTH} characters or more: DEV_USERS='[{"email":"admin@fund.local","password":"<a long secret>","name":"Alex Morgan","allowed":true}]'`,
    '  - or use a real identity provider: OIDC_ISSUER=https://your-provider.example (see README, "Using a real identity provider")',
    '  - or keep it on this machine only: unset HOST, PUBLIC_URL and TRUST_PROXY, and open http://localhost:PORT here.',
  ].join('\n');
}

/** The refusal text for production on the embedded database without the operator saying so. */
export function checkProductionDatabase(options: {
  production: boolean;
  embedded: boolean;
  allowed: boolean;
}): string | null {
  if (!options.production || !options.embedded || options.allowed) return null;
  return [
    'Refusing to start: NODE_ENV=production without DATABASE_URL would keep the books in the embedded database',
    '(PGlite in DATA_DIR), which serves one process only.',
    'Either:',
    '  - set DATABASE_URL=postgres://user:password@host:5432/fund (see docs/deploy.md),',
    '  - or accept the embedded database with ALLOW_EMBEDDED_DATABASE=true; scheduled backups then go to',
    '    DATA_DIR/backups every day unless BACKUP_DIR says otherwise.',
  ].join('\n');
}
