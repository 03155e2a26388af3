import { createEmbeddedDatabase } from './db/create-embedded';
import type { SampleFundOptions } from './db/database';
import { pgdataTemplate } from './db/pgdata-template';
import { fundClock } from './fund-clock';
import { seedSampleFund } from './sample-data/sample-fund';

// `node init-embedded.js DIR [SAMPLE_FUND_JSON]`: creates a new embedded database in DIR, migrates it
// and, when given `{fundName, fundTimeZone}`, adds the sample fund, then exits. The server runs it in a
// process of its own the first time it opens a DATA_DIR, so it never holds what those steps make
// PostgreSQL allocate (WebAssembly memory does not shrink; decision 016). The server holds DATA_DIR's
// lock meanwhile. It lives beside main.ts, on the top floor: it seeds the sample fund, which the database
// floor cannot import.
const [location, sample] = process.argv.slice(2);
if (!location) {
  console.error('Usage: init-embedded DIR [SAMPLE_FUND_JSON]');
  process.exit(2);
}
const sampleFund = sample ? (JSON.parse(sample) as SampleFundOptions) : undefined;
await createEmbeddedDatabase(location, {
  template: pgdataTemplate(),
  fill: sampleFund
    ? async (db) => {
        await seedSampleFund(db, fundClock(sampleFund.fundTimeZone).today(), sampleFund.fundName);
      }
    : undefined,
});
