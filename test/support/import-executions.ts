import Decimal from 'decimal.js';
import type { Execution, ExecutionEvent, Side, Effect } from '../../src/domain/imports/execution';
import { planImport } from '../../src/domain/imports/plan';
import type {
  ImportPlan,
  OpenPositionSnapshot,
  PlanEntry,
  PositionRef,
} from '../../src/domain/imports/plan-types';

/** Test builders for executions and a stand-in for committing a plan. */

interface OptionFields {
  ticker?: string;
  expiration?: string;
  strike?: string;
  right?: 'C' | 'P';
  multiplier?: string;
}

interface Common {
  time?: string;
  timeKnown?: boolean;
  side?: Side | null;
  effect?: Effect;
  event?: ExecutionEvent;
  quantity?: string;
  price?: string;
  fees?: string;
  orderId?: string | null;
  account?: string;
}

function base(rowNumber: number, ticker: string, fields: Common): Omit<Execution, 'instrument'> {
  const tradeTime = fields.time ?? '2025-09-15T10:00:00';
  return {
    rowNumber,
    format: 'template',
    account: fields.account ?? 'A-1',
    brokerExecutionId: null,
    orderId: fields.orderId ?? null,
    ticker,
    tradeDate: tradeTime.slice(0, 10),
    tradeTime,
    timeKnown: fields.timeKnown ?? true,
    side: fields.side === undefined ? 'SELL' : fields.side,
    effect: fields.effect ?? 'OPEN',
    event: fields.event ?? 'TRADE',
    quantity: fields.quantity ?? '1',
    pricePerShare: fields.price ?? '1',
    fees: fields.fees ?? '0',
    raw: '',
  };
}

/** An option execution; SPY 2025-10-17 640 P, sell to open 1 at 1 unless told otherwise. */
export function optionExecution(rowNumber: number, fields: Common & OptionFields = {}): Execution {
  return {
    ...base(rowNumber, fields.ticker ?? 'SPY', fields),
    instrument: {
      kind: 'OPTION',
      expiration: fields.expiration ?? '2025-10-17',
      strike: fields.strike ?? '640',
      right: fields.right ?? 'P',
      multiplier: fields.multiplier ?? '100',
    },
  };
}

/** A stock execution; AAPL, buy to open 100 at 1 unless told otherwise. */
export function stockExecution(rowNumber: number, fields: Common & { ticker?: string } = {}): Execution {
  return {
    ...base(rowNumber, fields.ticker ?? 'AAPL', { side: 'BUY', quantity: '100', ...fields }),
    instrument: { kind: 'STOCK' },
  };
}

/** An open position of the Trade Log; a theta SPY 2025-10-17 640 P STO unless told otherwise. */
export function openPosition(id: number, fields: Partial<OpenPositionSnapshot> = {}): OpenPositionSnapshot {
  return {
    id,
    type: 'THETA',
    ticker: 'SPY',
    expiration: '2025-10-17',
    strike: '640',
    right: 'P',
    action: 'STO',
    quantity: '1',
    ...fields,
  };
}

export function entryOf(plan: ImportPlan, rowNumber: number): PlanEntry {
  const entry = plan.entries.find((e) => e.rowNumber === rowNumber);
  if (!entry) throw new Error(`no entry for row ${rowNumber}`);
  return entry;
}

/**
 * The open positions after committing `plan` on top of `snapshot`, as the later commit would leave
 * them: new positions get ids after the largest one given.
 */
export function positionsAfter(
  snapshot: readonly OpenPositionSnapshot[],
  plan: ImportPlan,
): OpenPositionSnapshot[] {
  const positions = new Map(
    snapshot.map((p) => [p.id, { ...p, quantity: new Decimal(p.quantity).toFixed() }]),
  );
  const newIds = new Map<number, number>();
  let nextId = Math.max(0, ...snapshot.map((p) => p.id)) + 1;
  const idOf = (ref: PositionRef): number =>
    ref.source === 'EXISTING' ? ref.id : newIds.get(ref.rowNumber)!;
  for (const entry of plan.entries) {
    for (const change of entry.changes) {
      if (change.kind === 'OPEN') {
        const id = nextId++;
        if (change.position.source === 'NEW') newIds.set(change.position.rowNumber, id);
        const { positionType: type, ticker, expiration, strike, right, action, quantity } = change;
        positions.set(id, { id, type, ticker, expiration, strike, right, action, quantity });
        continue;
      }
      const position = positions.get(idOf(change.position))!;
      const delta = change.kind === 'ADD' ? change.quantity : `-${change.quantity}`;
      position.quantity = new Decimal(position.quantity).plus(delta).toFixed();
    }
  }
  return [...positions.values()].filter((p) => new Decimal(p.quantity).gt(0));
}

const TASTYTRADE_HEADER =
  'Date,Type,Sub Type,Action,Symbol,Instrument Type,Description,Value,Quantity,Average Price,Commissions,Fees,Multiplier,Root Symbol,Underlying Symbol,Expiration Date,Strike Price,Call or Put,Order #,Total,Currency';

/**
 * A tastytrade export of `pairs` sold puts, each bought back a day later: 2 x pairs rows, every
 * contract different (1,000 tickers x strikes), London offsets, newest first like the real export.
 */
export function generatedTastytradeFile(pairs: number): string {
  const rows: { at: number; text: string }[] = [];
  const start = Date.UTC(2025, 0, 2, 14, 30);
  for (let i = 0; i < pairs; i += 1) {
    const ticker = `T${String(i % 1000).padStart(3, '0')}`;
    const strike = 100 + Math.floor(i / 1000);
    const occ = `${ticker.padEnd(6)}261218P${String(strike * 1000).padStart(8, '0')}`;
    const contract = `Equity Option,x,{value},1,{value},-1.00,-0.14,100,${ticker},${ticker},12/18/26,${strike},PUT`;
    // One pair every 7 minutes of a round-the-clock market keeps it simple and strictly ordered.
    const opened = start + i * 7 * 60_000;
    const closed = opened + 86_400_000;
    const london = (at: number) => `${new Date(at + 3_600_000).toISOString().slice(0, 19)}+0100`;
    rows.push({
      at: opened,
      text: `${london(opened)},Trade,Sell to Open,SELL_TO_OPEN,${occ},${contract.replaceAll('{value}', '250.00')},${2 * i},248.86,USD`,
    });
    rows.push({
      at: closed,
      text: `${london(closed)},Trade,Buy to Close,BUY_TO_CLOSE,${occ},${contract.replaceAll('{value}', '-100.00')},${2 * i + 1},-101.14,USD`,
    });
  }
  rows.sort((a, b) => b.at - a.at);
  return [TASTYTRADE_HEADER, ...rows.map((row) => row.text)].join('\n');
}

/** The plan of these executions against these open positions, `duplicates` by row number. */
export const planOf = (
  executions: Execution[],
  positions: OpenPositionSnapshot[] = [],
  duplicates: number[] = [],
) => planImport(executions, positions, { duplicates: new Set(duplicates) });

/** Shares of a stock held before the import. */
export const sharesHeld = (id: number, quantity: number, ticker = 'SPY'): OpenPositionSnapshot =>
  openPosition(id, {
    type: 'STOCK',
    ticker,
    expiration: null,
    strike: null,
    right: null,
    action: null,
    quantity,
  });

/** An option event on the expiration date, as the readers give it. */
export const optionEvent = (
  row: number,
  kind: 'EXPIRATION' | 'ASSIGNMENT' | 'EXERCISE',
  fields: Parameters<typeof optionExecution>[1] = {},
) =>
  optionExecution(row, {
    event: kind,
    effect: 'CLOSE',
    side: 'BUY',
    price: '0',
    time: '2025-10-17T16:00:00',
    ...fields,
  });
