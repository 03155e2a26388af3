import { createEmbeddedDatabase } from './create-embedded';
import type { SampleFundOptions } from './database';
import { pgdataTemplate } from './pgdata-template';

// `node init-embedded.js DIR [SAMPLE_FUND_JSON]`: creates a new embedded database in DIR, migrates it
// and, when given `{fundName, fundTimeZone}`, adds the sample fund, then exits. The server runs it in a
// process of its own the first time it opens a DATA_DIR, so it never holds what those steps make
// PostgreSQL allocate (WebAssembly memory does not shrink; decision 016). The server holds DATA_DIR's
// lock meanwhile.
const [location, sample] = process.argv.slice(2);
if (!location) {
  console.error('Usage: init-embedded DIR [SAMPLE_FUND_JSON]');
  process.exit(2);
}
await createEmbeddedDatabase(location, {
  template: pgdataTemplate(),
  sampleFund: sample ? (JSON.parse(sample) as SampleFundOptions) : undefined,
});
