import Decimal from 'decimal.js';
import { formatExpirationDate, parseExpirationDate } from './trade-dates';
import type { Amount, Direction, OptionAction } from './units';

export interface ContractTerms {
  ticker: string;
  /** 'YYYY-MM-DD' as stored, or 'MM/DD/YYYY' as the form shows it. */
  expirationDate: string;
  strike: Amount;
  /** 'C' or 'P'. */
  optionType: string;
}

/**
 * The contract in one line, as traders write it: '{TICKER} {MM/DD/YYYY} {strike}{C|P}', the strike
 * in its shortest form (190, 182.5), e.g. 'AAPL 12/19/2025 190P'.
 */
export function contractDescription(terms: ContractTerms): string {
  const iso = parseExpirationDate(terms.expirationDate);
  const expiration = iso === null ? terms.expirationDate : formatExpirationDate(iso);
  return `${terms.ticker} ${expiration} ${new Decimal(terms.strike).toFixed()}${terms.optionType}`;
}

/**
 * What a roll carries over: the old net premium minus the total close cost (closeValue x contracts
 * closed), both read as cash to the fund (a premium received and a buy-back paid for STO; a premium
 * paid and a sale received for BTO). That is the realized P&L of the roll close: positive when the
 * old contract made money.
 */
export function rollCarry(input: {
  direction: Direction;
  /** Theta netPremium or option totalCost of the contracts held. */
  entryTotal: Amount;
  closeValue: Amount;
  contracts: Amount;
}): Decimal {
  const closeTotal = new Decimal(input.closeValue).times(input.contracts);
  const entry = new Decimal(input.entryTotal);
  return input.direction === 'short' ? entry.minus(closeTotal) : closeTotal.minus(entry);
}

/** '+300.00', '-120.50', '+0.00': two decimals, half away from zero, always a sign, never '-0.00'. */
export function formatSignedAmount(amount: Amount): string {
  const rounded = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '+';
  return `${sign}${rounded.abs().toFixed(2)}`;
}

/** "Rolled from **AAPL 12/19/2025 190P** carrying over +300.00" (docs/requirements.md#tl-roll). */
export function rollCarryText(oldContract: string, carry: Amount): string {
  return `Rolled from **${oldContract}** carrying over ${formatSignedAmount(carry)}`;
}

/** The new position's comments: what the user wrote, then the carry text on its own line. */
export function appendRollNote(comments: string | null | undefined, note: string): string {
  const text = comments?.trim() ?? '';
  return text === '' ? note : `${text}\n${note}`;
}

export interface RollNet {
  amount: Decimal;
  kind: 'credit' | 'debit';
}

/**
 * Roll net (docs/requirements.md#tl-roll): new premium total minus close cost total, credit when >= 0, else
 * debit. Read as cash, so it holds for every action: closing a short costs the close total and
 * closing a long brings it in; opening STO brings the new premium in and BTO pays it.
 */
export function rollNet(input: {
  closingDirection: Direction;
  closeValue: Amount;
  closeContracts: Amount;
  newAction: OptionAction;
  newPremium: Amount;
  newContracts: Amount;
}): RollNet {
  const closeTotal = new Decimal(input.closeValue).times(input.closeContracts);
  const newTotal = new Decimal(input.newPremium).times(input.newContracts);
  const closeCash = input.closingDirection === 'short' ? closeTotal.negated() : closeTotal;
  const openCash = input.newAction === 'STO' ? newTotal : newTotal.negated();
  const amount = openCash.plus(closeCash);
  return { amount, kind: amount.gte(0) ? 'credit' : 'debit' };
}
