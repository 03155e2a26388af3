import type { FastifyBaseLogger } from 'fastify';
import { parseAmount } from '../../domain/amount';
import { buildAllocation, type Allocation } from '../../domain/allocation/allocation';
import {
  derivePerformance,
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
import { CachedValue } from './cached-value';
import { parseSheet, parseSheetCells, readSheetText, SheetHttpError, type SheetRecord } from './read-sheet';

export interface Holdings {
  stockPositions: SheetRecord[];
  optionPositions: SheetRecord[];
  strategyPositions: SheetRecord[];
  allocation: Allocation;
}

export interface PublicData {
  /** Null when a holdings sheet is unavailable and no good copy was ever read. */
  holdings(): Promise<Holdings | null>;
  /** The fallback row when the NAV sheet is unavailable. */
  nav(): Promise<NavRow>;
  /** Empty lists with the spec's error text when the sheet is unavailable. */
  performance(): Promise<PerformanceData>;
  /** The current NAV per unit; throws when the sheet is unavailable. */
  currentNav(): Promise<number>;
}

export class CurrentNavUnavailableError extends Error {}

export interface PublicDataOptions {
  sheets: Config['sheets'];
  log: FastifyBaseLogger;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * The published sheets behind the public figures, each cached for SHEET_CACHE_SECONDS and served from
 * its last good copy when a fetch fails. Derived figures are cached with the sheets they come from.
 */
export function createPublicData({
  sheets,
  log,
  timeoutMs = 10_000,
  now = () => new Date(),
}: PublicDataOptions) {
  const ttlMs = sheets.cacheSeconds * 1000;
  const cached = <T>(name: string, load: () => Promise<T>) =>
    new CachedValue(load, ttlMs, (err) =>
      log.warn({ err, sheet: name }, 'sheet unavailable; serving the last good copy'),
    );
  const records = (name: string, location: string) =>
    cached(name, async () => parseSheet(await readSheetText(location, timeoutMs)));

  const stocks = records('stocks', sheets.stocks);
  const options = records('options', sheets.options);
  const strategies = records('strategies', sheets.strategies);
  const navSheet = records('nav', sheets.nav);
  const performanceSheet = cached('performance', async () => {
    const text = await readSheetText(sheets.performance, timeoutMs);
    if (text.trim() === '') throw new PerformanceDataError(EMPTY_CSV_MESSAGE);
    return derivePerformance(parseSheet(text), now());
  });
  const currentNavSheet = cached('current NAV', async () =>
    readCurrentNav(parseSheetCells(await readSheetText(sheets.currentNav, timeoutMs))),
  );

  async function nav(): Promise<NavRow> {
    try {
      const [first] = await navSheet.get();
      return {
        Account: parseAmount(first?.Account) ?? 0,
        Units: parseAmount(first?.Units) ?? 0,
        NAV: parseAmount(first?.NAV) ?? FALLBACK_NAV_ROW.NAV,
      };
    } catch (err) {
      log.error({ err }, 'Error fetching NAV data:');
      return FALLBACK_NAV_ROW;
    }
  }

  let lastHoldings: { inputs: unknown[]; value: Holdings } | undefined;
  async function holdings(): Promise<Holdings | null> {
    let inputs: [SheetRecord[], SheetRecord[], SheetRecord[]];
    try {
      inputs = await Promise.all([stocks.get(), options.get(), strategies.get()]);
    } catch (err) {
      log.error({ err }, 'Error fetching data:');
      return null;
    }
    const navRow = await nav();
    const key = [...inputs, navRow.Account];
    // The allocation only changes when a sheet does; reuse it (and the caller's serialised answers).
    if (lastHoldings && lastHoldings.inputs.every((input, i) => input === key[i])) return lastHoldings.value;
    const [stockPositions, optionPositions, strategyPositions] = inputs;
    const value: Holdings = {
      stockPositions,
      optionPositions,
      strategyPositions,
      allocation: buildAllocation({
        stocks: stockPositions,
        options: optionPositions,
        strategies: strategyPositions,
        navAccount: navRow.Account,
      }),
    };
    lastHoldings = { inputs: key, value };
    return value;
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

  return { holdings, nav, performance, currentNav: () => currentNavSheet.get() } satisfies PublicData;
}

function performanceErrorMessage(err: unknown): string {
  if (err instanceof SheetHttpError) return fetchFailedMessage(err.status, err.statusText);
  if (err instanceof PerformanceDataError) return err.message;
  const reason = err instanceof Error ? err.message : String(err);
  return `Failed to fetch performance data: ${reason}`;
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
