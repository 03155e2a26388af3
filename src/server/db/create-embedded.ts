import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { fundClock } from '../fund-clock';
import { seedSampleFund } from '../sample-data/sample-fund';
import { MIGRATIONS_DIR, type Db, type SampleFundOptions } from './database';
import { durableFs, durableStartParams } from './durable-node-fs';
import { EMBEDDED_SETTINGS } from './embedded-settings';
import * as schema from './schema';

/**
 * Creates a new embedded database in `location`: from `template` (a new data directory's dump) when
 * given, else by PGlite's initdb; migrates it and adds the sample fund when asked. A dump's files reach
 * the disk at start: PostgreSQL recovers a data directory that was not shut down, and syncs all of it.
 */
export async function createEmbeddedDatabase(
  location: string,
  options: { template?: Blob; sampleFund?: SampleFundOptions },
): Promise<void> {
  const client = await PGlite.create({
    fs: durableFs(location),
    startParams: durableStartParams(EMBEDDED_SETTINGS),
    loadDataDir: options.template,
  });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    if (options.sampleFund) {
      const { fundTimeZone, fundName } = options.sampleFund;
      await seedSampleFund(db as unknown as Db, fundClock(fundTimeZone).today(), fundName);
    }
  } finally {
    await client.close();
  }
}
