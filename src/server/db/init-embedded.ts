import { PGlite } from '@electric-sql/pglite';
import { durableFs, durableStartParams } from './durable-node-fs';
import { EMBEDDED_SETTINGS } from './embedded-settings';

// `node init-embedded.js DIR`: creates the embedded database's files in DIR (PGlite runs initdb on
// first open) and exits, so the serving process never holds initdb's memory (src/server/db/embedded.ts).
const [location] = process.argv.slice(2);
if (!location) {
  console.error('Usage: init-embedded DIR');
  process.exit(2);
}
const client = await PGlite.create({
  fs: durableFs(location),
  startParams: durableStartParams(EMBEDDED_SETTINGS),
});
await client.close();
