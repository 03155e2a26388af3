import { sql, type SQL } from 'drizzle-orm';
import type { PositionType } from '../../domain/positions/units';
import { CLOSING_TYPES, type TransactionType } from '../../domain/positions/transaction-types';
import { closingEventsOf, type ClosingEvent, type ClosingSource } from '../../domain/realized/closing-events';
import { queryRows } from '../db/client';
import { positions, transactions } from '../db/schema';
import type { Executor } from '../books';

/*
 * What a stock position's adjusted cost reads (docs/requirements.md#tl-adjusted-cost): the closing
 * events of THETA and OPTION positions on its ticker, in every quarter. The calendar's extraction
 * (closingEventsOf) turns the rows into events; the domain's rule picks the ones of the holding period.
 */

/** Closing events by ticker. */
export type TickerCloses = ReadonlyMap<string, readonly ClosingEvent[]>;

export const NO_TICKER_CLOSES: TickerCloses = new Map();

const closingTypes = sql.join(
  CLOSING_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * A scalar subquery: the closing transactions of THETA and OPTION positions whose ticker is one of
 * `tickers` (a subquery of tickers), as one JSON text of
 * [positionId, positionType, ticker, transactionId, transactionType, netProfit, date] rows.
 */
export function tickerClosesJson(tickers: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(
      p.id, p.type, p.ticker, t.id, t.type, t.net_profit::text, t.date::text)), '[]')::text
    from ${transactions} t join ${positions} p on p.id = t.position_id
    where p.type in ('THETA', 'OPTION') and t.type in (${closingTypes}) and p.ticker in ${tickers})`;
}

type Row = [number, PositionType, string, number, TransactionType, string | null, string];

/** The rows of `tickerClosesJson` as closing events, grouped by ticker. */
export function parseTickerCloses(json: string): TickerCloses {
  const sources = new Map<
    number,
    ClosingSource & { transactions: ClosingSource['transactions'][number][] }
  >();
  for (const [positionId, type, ticker, id, transactionType, netProfit, date] of JSON.parse(json) as Row[]) {
    let source = sources.get(positionId);
    if (source === undefined) {
      source = { id: positionId, type, ticker, transactions: [] };
      sources.set(positionId, source);
    }
    // The database's '2025-09-30 09:00:00' reads as the wall clock it is.
    source.transactions.push({
      id,
      type: transactionType,
      quantity: null,
      closeValue: null,
      netProfit,
      date,
    });
  }
  const byTicker = new Map<string, ClosingEvent[]>();
  for (const event of closingEventsOf([...sources.values()])) {
    const list = byTicker.get(event.ticker);
    if (list === undefined) byTicker.set(event.ticker, [event]);
    else list.push(event);
  }
  return byTicker;
}

/** The closes of these tickers, as the database (or a transaction) sees them now. */
export async function loadTickerCloses(
  executor: Executor,
  tickers: readonly string[],
): Promise<TickerCloses> {
  if (tickers.length === 0) return NO_TICKER_CLOSES;
  const list = sql`(${sql.join(
    [...new Set(tickers)].map((ticker) => sql`${ticker}`),
    sql`, `,
  )})`;
  const [row] = await queryRows<{ closes: string }>(
    executor,
    sql`select ${tickerClosesJson(list)} as "closes"`,
  );
  return parseTickerCloses(row?.closes ?? '[]');
}
