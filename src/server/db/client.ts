import type { Database, DatabaseOptions } from './database';

export * from './database';

/** Opens the database the settings name; each kind's driver is loaded only when it is used. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return (await import('./server-database')).openServerDatabase(options.databaseUrl);
  return (await import('./embedded')).openEmbedded(
    options.dataDir,
    options.purpose ?? 'server',
    options.sampleFund,
    options.memoryTemplate,
    options.lockHeartbeatMs,
  );
}
