import { MAX_IMPORT_ROWS } from '../src/domain/imports/limits';
import { generatedTastytradeFile } from '../src/domain/imports/test-helpers';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { multipart } from '../test/support/multipart';
import { startTestIssuer } from '../test/support/test-issuer';
import { testConfig } from '../test/support/test-config';

/**
 * `POST /api/imports` and `POST /api/imports/{id}/commit` of a tastytrade file at the row limit
 * (50,000 rows: 25,000 sold puts, each bought back), on an in-memory PGlite through `inject()`: the
 * preview (upload, read, keys, storing the rows, plan) and the commit (every position opened and
 * closed through the Trade Log's own code, with its audit rows, in one transaction). One run each:
 * the commit changes the books. BENCH_IMPORT_ROWS sets a smaller file; BENCH_IMPORT_DATABASE_URL runs
 * it on that PostgreSQL database instead (a scratch one: the import is left in it).
 */
export async function benchImportCommit(rows = Number(process.env.BENCH_IMPORT_ROWS ?? MAX_IMPORT_ROWS)) {
  const issuer = await startTestIssuer();
  const url = process.env.BENCH_IMPORT_DATABASE_URL;
  const database = await openDatabase(url ? { dataDir: '', databaseUrl: url } : { dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(testConfig(issuer.issuer), { database });
  try {
    const text = generatedTastytradeFile(Math.floor(rows / 2));
    const headers = {
      authorization: `Bearer ${await issuer.sign({ sub: 'bench', email: 'bench@fund.test', allowed: true })}`,
    };
    const body = multipart([
      { name: 'file', filename: 'bench.csv', content: Buffer.from(text, 'utf8'), type: 'text/csv' },
    ]);
    const started = performance.now();
    const preview = await app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const previewed = performance.now();
    if (preview.statusCode !== 201)
      throw new Error(`preview answered ${preview.statusCode}: ${preview.body}`);
    const { id } = preview.json<{ id: number }>();
    const commit = await app.inject({
      method: 'POST',
      url: `/api/imports/${id}/commit`,
      headers,
      payload: { confirmedRolls: [], decisions: [] },
    });
    const committed = performance.now();
    if (commit.statusCode !== 200) throw new Error(`commit answered ${commit.statusCode}: ${commit.body}`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `\nimport of ${rows.toLocaleString('en-US')} tastytrade rows (${(body.payload.length / 1e6).toFixed(1)} MB, ${url ? 'PostgreSQL' : 'PGlite'}, inject):` +
        `\n  preview: ${seconds(previewed - started)} s (${(preview.body.length / 1e6).toFixed(1)} MB JSON answer)` +
        `\n  commit: ${seconds(committed - previewed)} s (${(rows / ((committed - previewed) / 1000)).toFixed(0)} rows/s)`,
    );
  } finally {
    await app.close();
    await database.close();
    await issuer.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImportCommit();
