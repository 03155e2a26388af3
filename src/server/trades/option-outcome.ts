import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import type { CloseOutcome } from '../../domain/positions/payloads/close-position';
import { SHARES_PER_CONTRACT } from '../../domain/positions/units';
import { quarterOf } from '../../domain/quarters';
import type { Tx } from '../books';
import { positions, transactions } from '../db/schema';
import { HttpError } from '../http-error';
import type { PositionRow } from './records';

/*
 * An option assigned or exercised (decision 026): the stock leg is booked at the strike, 100 shares a
 * contract, through the Trade Log's own create and close (so the books' guard and the audit run), and
 * the option's close names it. A written put assigned or a bought call exercised buys the shares (a
 * new stock position); a written call assigned or a bought put exercised delivers them from the
 * oldest open stock position of the ticker that holds enough.
 */

export const noSharesToDeliver = (ticker: string, shares: string) =>
  `No open stock position of ${ticker} holds ${shares} shares to deliver`;

export interface StockLegServices {
  buy(input: {
    ticker: string;
    shares: number;
    price: string;
    openDate: string;
    comments: string;
  }): Promise<number>;
  sell(input: { positionId: number; shares: number; price: string; comments: string }): Promise<number>;
}

/** Whether the outcome fits the option: assigned only when written (STO), exercised only when bought. */
export function checkOutcome(option: PositionRow, outcome: CloseOutcome): void {
  if (outcome === 'assigned' && option.action !== 'STO') throw new HttpError(400, M.assignedNeedsWritten);
  if (outcome === 'exercised' && option.action !== 'BTO') throw new HttpError(400, M.exercisedNeedsBought);
}

/** Books the stock leg and links the option's closing transaction to it; the stock transaction's id. */
export async function bookStockLeg(
  tx: Tx,
  option: PositionRow,
  contracts: Decimal,
  outcome: 'assigned' | 'exercised',
  closeAt: string,
  closingId: number,
  services: StockLegServices,
): Promise<number> {
  const shares = contracts.times(SHARES_PER_CONTRACT);
  const strike = new Decimal(option.strike ?? 0).toFixed();
  const buys = (option.optionType === 'P') === (option.action === 'STO');
  const comments = `${outcome === 'assigned' ? 'Assigned' : 'Exercised'}: ${contracts.toFixed()} ${option.ticker} ${option.strike} ${option.optionType} (position ${option.id})`;
  let stockTransaction: number;
  if (buys) {
    stockTransaction = await services.buy({
      ticker: option.ticker,
      shares: shares.toNumber(),
      price: strike,
      openDate: closeAt,
      comments,
    });
  } else {
    const held = await tx
      .select({ id: positions.id, shares: positions.numberShares })
      .from(positions)
      .where(
        and(eq(positions.type, 'STOCK'), eq(positions.ticker, option.ticker), eq(positions.isOpen, true)),
      )
      .orderBy(asc(positions.openDate), asc(positions.id));
    const from = held.find((p) => new Decimal(p.shares ?? 0).gte(shares));
    if (!from) throw new HttpError(400, noSharesToDeliver(option.ticker, shares.toFixed()));
    stockTransaction = await services.sell({
      positionId: from.id,
      shares: shares.toNumber(),
      price: strike,
      comments,
    });
  }
  await tx
    .update(transactions)
    .set({ optionOutcome: outcome, linkedTransactionId: stockTransaction })
    .where(eq(transactions.id, closingId));
  return stockTransaction;
}

export const stockQuarterOf = (closeAt: string) => quarterOf(closeAt.slice(0, 10));
