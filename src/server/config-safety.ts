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

/**
 * The refusal text when the built-in provider would serve published passwords (the default accounts'
 * ones, which the README prints) beyond this machine.
 */
export function checkListeningSafety(
  host: string,
  accounts: readonly DevAccount[],
  defaults: readonly DevAccount[],
): string | null {
  if (isLoopbackHost(host)) return null;
  const publishedPasswords = new Set(defaults.map((account) => account.password));
  const published = accounts.filter((account) => publishedPasswords.has(account.password));
  if (published.length === 0) return null;
  return [
    `Refusing to listen on ${host}: the built-in identity provider's account${published.length > 1 ? 's' : ''} ` +
      `${published.map((account) => account.email).join(', ')} still ${published.length > 1 ? 'have' : 'has'} the ` +
      'password published in the README, so anyone who can reach this address could open the books.',
    'Either:',
    '  - set your own passwords: DEV_USERS=\'[{"email":"admin@fund.local","password":"<a long secret>","name":"Alex Morgan","allowed":true}]\'',
    '  - or use a real identity provider: OIDC_ISSUER=https://your-provider.example (see README, "Using a real identity provider")',
    '  - or listen on this machine only: unset HOST (or HOST=127.0.0.1) and reach it through a tunnel or a reverse proxy.',
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
