import { openDatabase } from './src/server/db/client';
import { seedJournal } from './bench/journal-stats';
import { loadJournal } from './src/server/journal/load-journal';
import { journalStats } from './src/domain/journal/stats';
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedJournal(database.db, 50_000);
const filter = { range: { from: null, to: null }, tag: null };
for (let i = 0; i < 8; i++) {
  let t = performance.now();
  const j = await loadJournal(database.db, filter, { detail: false });
  const a = performance.now() - t; t = performance.now();
  const s = journalStats(j, filter);
  const b = performance.now() - t; t = performance.now();
  JSON.stringify(s);
  console.log('load', a.toFixed(0), 'stats', b.toFixed(0), 'json', (performance.now() - t).toFixed(0));
}
await database.close();
