import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { fundClock } from '../fund-clock';
import { seedSampleFund } from '../sample-data/sample-fund';
import { MIGRATIONS_DIR, type Db, type SampleFundOptions } from './database';
import { durableFs, durableStartParams } from './durable-node-fs';
import { EMBEDDED_SETTINGS } from './embedded-settings';
import * as schema from './schema';

// `node init-embedded.js DIR [SAMPLE_FUND_JSON]`: creates a new embedded database in DIR (PGlite's initdb),
// migrates it and, when given `{fundName, fundTimeZone}`, adds the sample fund, then exits. The server runs it in a process of its
// own the first time it opens a DATA_DIR, so it never holds what those steps make PostgreSQL allocate
// (WebAssembly memory does not shrink; decision 016). The server holds DATA_DIR's lock meanwhile.
const [location, sample] = process.argv.slice(2);
if (!location) {
  console.error('Usage: init-embedded DIR [SAMPLE_FUND_JSON]');
  process.exit(2);
}
const sampleFund = sample ? (JSON.parse(sample) as SampleFundOptions) : null;
const client = await PGlite.create({
  fs: durableFs(location),
  startParams: durableStartParams(EMBEDDED_SETTINGS),
});
try {
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  if (sampleFund) {
    await seedSampleFund(
      db as unknown as Db,
      fundClock(sampleFund.fundTimeZone).wallClock(),
      sampleFund.fundName,
    );
  }
} finally {
  await client.close();
}
