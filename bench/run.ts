/*
 * `npm run bench`: performance figures, printed, never asserted (timed tests are flaky on a shared
 * two-core machine). BENCH_SECONDS sets how long each HTTP measurement runs (BENCH_LOAD_SECONDS, 10 by
 * default, the positions list under 200 connections); BENCH_POSITIONS how many positions the Trade
 * Log seeds (2,000 then 10,000 by default, comma-separated; its interactions at 4× slower CPU, BENCH_CPU_THROTTLE); BENCH_INVESTORS the investors the Reports tabs
 * benches seed (200; the interactions bench also seeds records, documents, a year of trades, fee
 * runs and closed quarters through the API); BENCH_IMPORT_ROWS the rows of the import
 * committed (50,000 by default: the row limit, many minutes); BENCH_JOURNAL_TRADES the trades the
 * journal statistics read (50,000 by default). BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL
 * server for the memory figures on PostgreSQL. BENCH_NOTICES the notices the outbox sends (1,000).
 */
import { benchBackupRestore } from './backup-restore';
import { benchBundleSize } from './bundle-size';
import { benchDerivePerformance } from './derive-performance';
import { benchFeeRun } from './fee-run';
import { benchHttp } from './http';
import { benchImportCommit } from './import-commit';
import { benchImportParse } from './import-parse';
import { benchJournalStats } from './journal-stats';
import { benchLighthouse } from './lighthouse';
import { benchMemory } from './memory';
import { benchMyAccount } from './my-account';
import { benchNoticesSend } from './notices-send';
import { benchPositions } from './positions';
import { benchSheetsAtCap } from './sheets-at-cap';
import { benchTaxYear } from './tax-year';
import { benchPositionsLoad } from './positions-load';
import { benchTradeTableRender } from './trade-table-render';
import { benchReportsTabs } from './reports-tabs';
import { benchReportsInteractions } from './reports-interactions';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

benchDerivePerformance();
benchTaxYear();
// First: it builds the app as `npm start` runs it, and measures the process tree's memory on it.
await benchMemory();
benchBundleSize();
benchImportParse();
await benchHttp(seconds);
await benchSheetsAtCap();
await benchPositionsLoad(Number(process.env.BENCH_LOAD_SECONDS ?? 10));
await benchMyAccount(seconds);
await benchLighthouse();
await benchPositions();
await benchJournalStats(Number(process.env.BENCH_JOURNAL_TRADES ?? 50_000));
await benchImportCommit();
await benchFeeRun();
await benchBackupRestore();
await benchNoticesSend();
await benchTradeTableRender({
  counts: process.env.BENCH_POSITIONS ? process.env.BENCH_POSITIONS.split(',').map(Number) : undefined,
});
await benchReportsTabs(Number(process.env.BENCH_INVESTORS ?? 200));
await benchReportsInteractions(Number(process.env.BENCH_INVESTORS ?? 200));
