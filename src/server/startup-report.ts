import { DEFAULT_DEV_USERS, type Config } from './config';
import path from 'node:path';
import { isLoopbackHost } from './config-safety';

/** What happens to notices' e-mails (decision 027); the server's address only, never its password. */
function mailLine(config: Config): string {
  switch (config.mail.mode) {
    case 'smtp':
      return `Notices: by e-mail through ${new URL(config.mail.smtpUrl!).host} and in the app`;
    case 'files':
      return `Notices: no SMTP_URL, so e-mails are written to ${path.join(config.dataDir, 'mail')} (development) and shown in the app`;
    case 'off':
      return 'Notices: no SMTP_URL, so notices are shown in the app only (no e-mail is sent)';
  }
}

export interface StartupFacts {
  /** The addresses the server listens on, as Fastify reports them. */
  addresses: string[];
  database: { kind: 'pglite' | 'postgres'; location: string };
  sampleData: boolean;
  /** What tightening DATA_DIR and BACKUP_DIR did (src/server/file-modes.ts); nothing when already private. */
  fileModes?: string[];
}

/** The start-up lines: where the server listens, which database, which accounts, backups. */
export function startupReport(config: Config, facts: StartupFacts): string[] {
  const reach = isLoopbackHost(config.host) ? 'this machine only' : 'every interface';
  const lines = [
    `${config.fundName} is serving ${config.publicUrl}`,
    `Listening on ${facts.addresses.join(', ')} (${reach}; HOST=${config.host})`,
    facts.database.kind === 'pglite'
      ? `Database: embedded PGlite in ${facts.database.location} (one process; commits synced to disk)`
      : `Database: PostgreSQL at ${facts.database.location}`,
  ];
  if (config.oidc.localProvider) {
    const published = new Set(DEFAULT_DEV_USERS.map((user) => user.password));
    const accounts = config.devUsers.map((user) => {
      const notes = [
        user.allowed ? 'administrator' : null,
        published.has(user.password) ? 'published password' : null,
      ];
      const said = notes.filter(Boolean).join(', ');
      return said ? `${user.email} (${said})` : user.email;
    });
    lines.push(
      `Sign-in: built-in identity provider at ${config.oidc.issuer}; accounts: ${accounts.join(', ')}`,
    );
  } else {
    lines.push(`Sign-in: ${config.oidc.issuer}`);
  }
  if (facts.sampleData) {
    lines.push('Sample data: the sample fund is in these books (Reports shows a banner to remove it)');
  }
  lines.push(mailLine(config));
  const { dir, intervalMinutes, keep, key } = config.backups;
  lines.push(
    dir
      ? `Scheduled backups: every ${intervalMinutes} minutes to ${dir}, keeping the newest ${keep}`
      : 'Scheduled backups: off (set BACKUP_DIR to turn them on)',
    key
      ? 'Backups: authenticated with BACKUP_KEY (an HMAC each restore checks)'
      : 'Backups: unauthenticated (set BACKUP_KEY to have restores refuse a file someone edited)',
  );
  lines.push(...(facts.fileModes ?? []));
  return lines;
}
