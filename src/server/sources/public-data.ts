import type { FastifyBaseLogger } from 'fastify';
import { parseAmount } from '../../domain/amount';
import { allocationSteps, type Allocation } from '../../domain/allocation/allocation';
import {
  derivePerformanceSteps,
  performanceFailure,
  type PerformanceData,
} from '../../domain/performance/derive-performance';
import {
  EMPTY_CSV_MESSAGE,
  fetchFailedMessage,
  PerformanceDataError,
} from '../../domain/performance/parse-rows';
import { FALLBACK_NAV_ROW, type NavRow } from '../../domain/public-data/schemas';
import type { Config } from '../config';
import { CachedValue, StillLoadingError, type Clock } from './cached-value';
import { runCooperatively } from './cooperative';
import {
  parseSheet,
  parseSheetCells,
  readSheetText,
  SheetHttpError,
  SheetTimeoutError,
  SheetTooLargeError,
  type SheetRecord,
} from './read-sheet';

export interface Holdings {
  stockPositions: SheetRecord[];
  optionPositions: SheetRecord[];
  strategyPositions: SheetRecord[];
  allocation: Allocation;
}

export interface PublicData {
  /** Null when a holdings sheet is unavailable and no good copy was ever read. */
  holdings(): Promise<Holdings | null>;
  /**
   * What `holdings()` would answer, at once, when every sheet it reads has a good copy and the
   * allocation for those copies is made; undefined otherwise (ask `holdings()`).
   */
  readyHoldings(): Holdings | undefined;
  /** The fallback row when the NAV sheet is unavailable. */
  nav(): Promise<NavRow>;
  /** Empty lists and the error text of docs/requirements.md#sheet-perf-rows when the sheet fails. */
  performance(): Promise<PerformanceData>;
  /** The current NAV per unit; throws when the sheet is unavailable. */
  currentNav(): Promise<number>;
}

export class CurrentNavUnavailableError extends Error {}

export interface PublicDataOptions {
  sheets: Config['sheets'];
  log: FastifyBaseLogger;
  /** For a whole sheet: connecting, the headers and the body. */
  timeoutMs?: number;
  /** The fund's today, 'YYYY-MM-DD' (app.clock.today): the performance timeframes' today. */
  today: () => string;
  /** Times the caches' periods, waits and remembered failures. */
  clock?: Clock;
  /** Told once per outage when a sheet has failed for `failingAlertMs` (SHEET_ALERT_MINUTES). */
  onFailing?: (sheet: string, since: Date) => void;
  failingAlertMs?: number;
  /** The present, in milliseconds, of a sheet's failing since (the fund clock's; tests move it). */
  now?: () => number;
}

/**
 * The published sheets behind the public figures, each cached for SHEET_CACHE_SECONDS and refreshed in
 * the background once expired, the last good copy being served meanwhile (see `CachedValue`). Sheets
 * are read up to SHEET_MAX_BYTES and parsed, like the figures derived from them, in slices that let
 * other requests run. Derived figures are cached with the sheets they come from.
 */
export function createPublicData({
  sheets,
  log,
  timeoutMs = 10_000,
  today,
  clock,
  onFailing,
  failingAlertMs = 60 * 60_000,
  now: present = Date.now,
}: PublicDataOptions) {
  const ttlMs = sheets.cacheSeconds * 1000;
  const cached = <T>(name: string, load: () => Promise<T>) =>
    new CachedValue({
      load,
      ttlMs,
      clock,
      onRefreshError: (err) =>
        log.warn({ err, sheet: name }, 'sheet unavailable; serving the last good copy'),
    });
  // Since when each sheet has failed, and whether the administrator has heard of this outage.
  const failingSince = new Map<string, { since: number; told: boolean }>();
  const readText = async (name: string, location: string) => {
    try {
      const text = await readSheetText(location, { timeoutMs, maxBytes: sheets.maxBytes });
      failingSince.delete(name);
      return text;
    } catch (err) {
      const now = present();
      const failing = failingSince.get(name) ?? { since: now, told: false };
      failingSince.set(name, failing);
      if (onFailing && !failing.told && now - failing.since >= failingAlertMs) {
        failing.told = true;
        onFailing(name, new Date(failing.since));
      }
      if (err instanceof SheetTooLargeError) {
        log.warn({ sheet: name, maxBytes: err.maxBytes }, 'sheet refused: larger than SHEET_MAX_BYTES');
      }
      throw err;
    }
  };
  const records = (name: string, location: string, rows?: number) =>
    cached(name, async () => parseSheet(await readText(name, location), { rows }));

  const stocks = records('stocks', sheets.stocks);
  const options = records('options', sheets.options);
  const strategies = records('strategies', sheets.strategies);
  // Only the first row of the NAV sheet counts.
  const navSheet = records('nav', sheets.nav, 1);
  const performanceSheet = cached('performance', async () => {
    const text = await readText('performance', sheets.performance);
    if (text.trim() === '') throw new PerformanceDataError(EMPTY_CSV_MESSAGE);
    return runCooperatively(derivePerformanceSteps(await parseSheet(text), today()));
  });
  const currentNavSheet = cached('current NAV', async () =>
    readCurrentNav(await parseSheetCells(await readText('current NAV', sheets.currentNav), { rows: 2 })),
  );

  const navRowOf = (rows: SheetRecord[]): NavRow => {
    const [first] = rows;
    return {
      Account: parseAmount(first?.Account) ?? 0,
      Units: parseAmount(first?.Units) ?? 0,
      NAV: parseAmount(first?.NAV) ?? FALLBACK_NAV_ROW.NAV,
    };
  };
  const navFailed = (err: unknown): NavRow => {
    log.error({ err }, 'Error fetching NAV data:');
    return FALLBACK_NAV_ROW;
  };

  async function nav(): Promise<NavRow> {
    try {
      return navRowOf(await navSheet.get());
    } catch (err) {
      return navFailed(err);
    }
  }

  interface HoldingsRecord {
    inputs: unknown[];
    /** The NAV sheet's copy the account in `inputs` was read from; undefined when it failed. */
    navRows: SheetRecord[] | undefined;
    value: Promise<Holdings>;
    made?: Holdings;
  }
  let lastHoldings: HoldingsRecord | undefined;
  async function holdings(): Promise<Holdings | null> {
    // The NAV sheet is read beside the holdings sheets, so a slow one does not add its wait to theirs.
    const navRead = navSheet.get().then(
      (rows) => ({ rows, row: navRowOf(rows) }),
      (err: unknown) => ({ rows: undefined, row: navFailed(err) }),
    );
    let inputs: [SheetRecord[], SheetRecord[], SheetRecord[]];
    try {
      inputs = await Promise.all([stocks.get(), options.get(), strategies.get()]);
    } catch (err) {
      log.error({ err }, 'Error fetching data:');
      return null;
    }
    const { rows: navRows, row } = await navRead;
    const key = [...inputs, row.Account];
    // The allocation only changes when a sheet does; reuse it (and the caller's serialised answers).
    if (lastHoldings && lastHoldings.inputs.every((input, i) => input === key[i])) {
      // A reloaded NAV sheet with the same account: `readyHoldings` compares this copy from now on.
      lastHoldings.navRows = navRows;
      return lastHoldings.value;
    }
    const [stockPositions, optionPositions, strategyPositions] = inputs;
    const value = runCooperatively(
      allocationSteps({
        stocks: stockPositions,
        options: optionPositions,
        strategies: strategyPositions,
        navAccount: row.Account,
      }),
    ).then((allocation) => ({ stockPositions, optionPositions, strategyPositions, allocation }));
    const record: HoldingsRecord = { inputs: key, navRows, value };
    value.then(
      (made) => {
        record.made = made;
      },
      // The caller of this `holdings()` takes the failure.
      () => undefined,
    );
    lastHoldings = record;
    return value;
  }

  function readyHoldings(): Holdings | undefined {
    const last = lastHoldings;
    if (last?.made === undefined || last.navRows === undefined) return undefined;
    // Each peek also starts the refresh of an expired sheet, as `holdings()` would.
    const stocksNow = stocks.peek();
    const optionsNow = options.peek();
    const strategiesNow = strategies.peek();
    const navNow = navSheet.peek();
    const same =
      stocksNow === last.inputs[0] &&
      optionsNow === last.inputs[1] &&
      strategiesNow === last.inputs[2] &&
      navNow === last.navRows;
    return same ? last.made : undefined;
  }

  async function performance(): Promise<PerformanceData> {
    try {
      return await performanceSheet.get();
    } catch (err) {
      const message = performanceErrorMessage(err);
      log.error({ err }, message);
      return performanceFailure(message);
    }
  }

  return {
    holdings,
    readyHoldings,
    nav,
    performance,
    currentNav: () => currentNavSheet.get(),
  } satisfies PublicData;
}

/**
 * The performance `error` of docs/requirements.md#err-public: the required text, or our own reason;
 * other errors (a file system's names the path) read 'the sheet could not be read': addresses stay private.
 */
function performanceErrorMessage(err: unknown): string {
  if (err instanceof SheetHttpError) return fetchFailedMessage(err.status, err.statusText);
  if (err instanceof PerformanceDataError) return err.message;
  const ours =
    err instanceof SheetTooLargeError || err instanceof SheetTimeoutError || err instanceof StillLoadingError;
  return `Failed to fetch performance data: ${ours ? err.message : 'the sheet could not be read'}`;
}

/** The current-NAV sheet: a header row with a column whose name contains 'nav', the value below it. */
function readCurrentNav(rows: unknown[][]): number {
  const [header, values] = rows;
  const column = header?.findIndex((cell) => String(cell).toLowerCase().includes('nav')) ?? -1;
  const value = column >= 0 ? parseAmount(values?.[column]) : null;
  if (value === null || value <= 0)
    throw new CurrentNavUnavailableError('The current NAV sheet has no NAV value');
  return value;
}
