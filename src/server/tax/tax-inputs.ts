import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import {
  costWithFees,
  proceedsNetOfFees,
  type TaxEvent,
  type TaxInvestor,
  type YearEndMark,
} from '../../domain/tax';
import type { Executor } from '../books';
import {
  feeRunInvestors,
  feeRuns,
  investments,
  investors,
  positions,
  taxMarks,
  transactions,
} from '../db/schema';

/*
 * The tax year's inputs, read from the books (read-only): every trade as a tax event, the Section
 * 1256 marks, and each investor's records and fee units (the
 * books' units-held rule, src/server/books/units-held.ts, with the dates the allocation needs).
 */

const day = (timestamp: string) => timestamp.slice(0, 10);

type Row = {
  t: typeof transactions.$inferSelect;
  p: Pick<
    typeof positions.$inferSelect,
    'id' | 'type' | 'ticker' | 'action' | 'expirationDate' | 'strike' | 'optionType'
  >;
};

function totalOf(t: Row['t'], perUnit: string | null): string {
  if (t.totalValue !== null) return t.totalValue;
  if (perUnit === null || t.quantity === null) return '0';
  return new Decimal(perUnit).times(t.quantity).toFixed();
}

/** One transaction as the event the tax rules read; null when it is not one (with the reason). */
export function taxEventOf({ t, p }: Row): TaxEvent | string | null {
  const id = `t${t.id}`;
  const date = day(t.date);
  const quantity = t.quantity ?? '0';
  if (p.type === 'STOCK') {
    if (t.type === 'OPEN' || t.type === 'BUY')
      return {
        kind: 'buy',
        id,
        date,
        ticker: p.ticker,
        shares: quantity,
        cost: costWithFees(totalOf(t, t.price), t.fees),
      };
    if (t.type === 'SELL')
      return {
        kind: 'sell',
        id,
        date,
        ticker: p.ticker,
        shares: quantity,
        proceeds: proceedsNetOfFees(totalOf(t, t.closeValue), t.fees),
      };
    return null;
  }
  if (p.expirationDate === null || p.strike === null || (p.optionType !== 'C' && p.optionType !== 'P'))
    return `Position ${p.id}: an option without its expiration, strike or right`;
  const written = p.action === 'STO';
  const contract = {
    underlying: p.ticker,
    right: p.optionType,
    strike: p.strike,
    expiration: p.expirationDate,
  } as const;
  if (t.type === 'OPEN') {
    const total = totalOf(t, t.premium);
    return {
      kind: 'open',
      id,
      positionId: p.id,
      date,
      contract,
      side: written ? 'written' : 'bought',
      contracts: quantity,
      amount: written ? proceedsNetOfFees(total, t.fees) : costWithFees(total, t.fees),
    };
  }
  if (t.type === 'EXPIRE')
    return { kind: 'close', id, positionId: p.id, date, contracts: quantity, amount: '0', how: 'expired' };
  if (t.type === 'CLOSE' || t.type === 'PARTIAL_CLOSE' || t.type === 'ROLL_CLOSE') {
    const total = totalOf(t, t.closeValue);
    return {
      kind: 'close',
      id,
      positionId: p.id,
      date,
      contracts: quantity,
      amount: written ? costWithFees(total, t.fees) : proceedsNetOfFees(total, t.fees),
      how: t.optionOutcome ?? 'closed',
      ...(t.linkedTransactionId === null ? {} : { stockEventId: `t${t.linkedTransactionId}` }),
    };
  }
  return null;
}

export async function loadTaxEvents(ex: Executor): Promise<{ events: TaxEvent[]; warnings: string[] }> {
  const rows = await ex
    .select({
      t: transactions,
      p: {
        id: positions.id,
        type: positions.type,
        ticker: positions.ticker,
        action: positions.action,
        expirationDate: positions.expirationDate,
        strike: positions.strike,
        optionType: positions.optionType,
      },
    })
    .from(transactions)
    .innerJoin(positions, eq(positions.id, transactions.positionId))
    .orderBy(asc(transactions.date), asc(transactions.id));
  const events: TaxEvent[] = [];
  const warnings = new Set<string>();
  for (const row of rows) {
    const event = taxEventOf(row);
    if (typeof event === 'string') warnings.add(event);
    else if (event !== null) events.push(event);
  }
  return { events, warnings: [...warnings] };
}

export async function loadMarks(ex: Executor): Promise<YearEndMark[]> {
  return ex
    .select({ positionId: taxMarks.positionId, year: taxMarks.year, price: taxMarks.price })
    .from(taxMarks);
}

export async function loadTaxInvestors(ex: Executor): Promise<TaxInvestor[]> {
  const people = await ex
    .select({ id: investors.id, name: investors.name })
    .from(investors)
    .orderBy(investors.id);
  const records = await ex
    .select({
      investorId: investments.investorId,
      date: investments.investmentDate,
      amount: investments.amountInvested,
      shares: investments.sharesIssued,
    })
    .from(investments);
  const fees = await ex
    .select({
      investorId: feeRunInvestors.investorId,
      date: feeRuns.periodEnd,
      shares: feeRunInvestors.feeShares,
    })
    .from(feeRunInvestors)
    .innerJoin(feeRuns, eq(feeRuns.id, feeRunInvestors.feeRunId));
  return people.map((person) => ({
    investorId: person.id,
    name: person.name,
    records: records.filter((r) => r.investorId === person.id),
    feeUnits: fees.filter((f) => f.investorId === person.id),
  }));
}
