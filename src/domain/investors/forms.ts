import Decimal from 'decimal.js';
import { isBlank, parseDecimal, toNumericText } from '../decimal-input';
import {
  BOTH_FIELDS_INVALID,
  CALCULATE_SHARES_FIRST,
  CANNOT_REMOVE_MORE_SHARES,
  NAME_AND_EMAIL_REQUIRED,
  NEW_INVESTOR_NUMBERS_INVALID,
  SELECT_AN_INVESTOR,
} from './messages';
import {
  investorEmailSchema,
  investorNameSchema,
  type InvestmentCreateBody,
  type InvestorWithInvestmentCreateBody,
} from './schemas';
import { roundShares, sharesIssued } from './shares';

/** A form step's outcome: the checked value, or the one message to show. */
export type FormResult<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

// ---- New Investor Share Calculator ----

export interface NewInvestorCalculation {
  nav: Decimal;
  amount: Decimal;
  /** amount / NAV to 6 significant digits. */
  shares: Decimal;
}

/**
 * The calculator's preview. NAV must be a positive number and the amount a positive number, else
 * 'Please enter valid numbers for NAV and investment amount'.
 */
export function calculateNewInvestorShares(input: {
  navPrice: unknown;
  amount: unknown;
}): FormResult<NewInvestorCalculation> {
  const nav = parseDecimal(input.navPrice);
  const amount = parseDecimal(input.amount);
  if (nav === null || amount === null || !nav.gt(0) || !amount.gt(0))
    return fail(NEW_INVESTOR_NUMBERS_INVALID);
  return { ok: true, value: { nav, amount, shares: sharesIssued(amount, nav) } };
}

/** The save button is enabled only with a name and an e-mail and while no save runs. */
export function canSaveNewInvestor(input: { name: string; email: string; saving: boolean }): boolean {
  return !input.saving && !isBlank(input.name) && !isBlank(input.email);
}

export interface NewInvestorSaveInput {
  name: string;
  email: string;
  /** The last preview, or null before 'Calculate'. */
  calculation: NewInvestorCalculation | null;
  /** 'YYYY-MM-DD' (or an ISO timestamp): the day of the investment, usually today. */
  investmentDate: string;
  /** 'Q3_2025'; by default the server uses the quarter of investmentDate. */
  quarter?: string;
}

/**
 * Checks a save in the order of docs/requirements.md#adm-new-investor (shares calculated, then name and
 * e-mail) and builds the payload of `POST /api/investors/with-investment`.
 */
export function newInvestorPayload(
  input: NewInvestorSaveInput,
): FormResult<InvestorWithInvestmentCreateBody> {
  const { calculation } = input;
  if (calculation === null) return fail(CALCULATE_SHARES_FIRST);
  if (isBlank(input.name) || isBlank(input.email)) return fail(NAME_AND_EMAIL_REQUIRED);
  const name = investorNameSchema.safeParse(input.name);
  if (!name.success) return fail(name.error.issues[0]?.message ?? NAME_AND_EMAIL_REQUIRED);
  const email = investorEmailSchema.safeParse(input.email);
  if (!email.success) return fail(email.error.issues[0]?.message ?? NAME_AND_EMAIL_REQUIRED);
  return {
    ok: true,
    value: {
      name: name.data,
      email: email.data,
      investmentDate: input.investmentDate,
      amountInvested: toNumericText(calculation.amount),
      navAtEntry: toNumericText(calculation.nav),
      sharesIssued: toNumericText(calculation.shares),
      ...(input.quarter === undefined ? {} : { quarter: input.quarter }),
    },
  };
}

// ---- Investor Shares Management ----

export type SharesDirection = 'add' | 'remove';

export interface SharesTransactionInput {
  /** The selected investor, or null/undefined before a choice. */
  investorId: number | null | undefined;
  /** The shares the investor holds now (totalShares). */
  ownedShares: Decimal.Value;
  navPrice: unknown;
  /** The share count as typed: positive; `direction` says whether it is added or removed. */
  shares: unknown;
  direction: SharesDirection;
}

export interface SharesTransactionPreview {
  investorId: number;
  direction: SharesDirection;
  nav: Decimal;
  /** Signed (negative when removing) and rounded to 6 significant digits. */
  shares: Decimal;
  /** Signed: shares x NAV, unrounded, so the server's amount / NAV gives back exactly `shares`. */
  amount: Decimal;
  ownedShares: Decimal;
  resultingShares: Decimal;
}

/**
 * The shares form's preview: an investor selected ('Please select an investor'), NAV and share count
 * positive numbers ('Please enter valid numbers for both fields'), and no removal beyond what the
 * investor owns ('Cannot remove more shares than investor owns').
 */
export function previewSharesTransaction(
  input: SharesTransactionInput,
): FormResult<SharesTransactionPreview> {
  if (input.investorId === null || input.investorId === undefined) return fail(SELECT_AN_INVESTOR);
  const nav = parseDecimal(input.navPrice);
  const typed = parseDecimal(input.shares);
  if (nav === null || typed === null || !nav.gt(0) || !typed.gt(0)) return fail(BOTH_FIELDS_INVALID);
  const magnitude = roundShares(typed);
  const ownedShares = new Decimal(input.ownedShares);
  if (input.direction === 'remove' && magnitude.gt(ownedShares)) return fail(CANNOT_REMOVE_MORE_SHARES);
  const shares = input.direction === 'remove' ? magnitude.negated() : magnitude;
  return {
    ok: true,
    value: {
      investorId: input.investorId,
      direction: input.direction,
      nav,
      shares,
      amount: shares.times(nav),
      ownedShares,
      resultingShares: ownedShares.plus(shares),
    },
  };
}

/** The executed step: the payload of `POST /api/investor-investments` for a preview. */
export function sharesTransactionPayload(
  preview: SharesTransactionPreview,
  investmentDate: string,
): InvestmentCreateBody {
  return {
    investorId: preview.investorId,
    investmentDate,
    amountInvested: toNumericText(preview.amount),
    navAtEntry: toNumericText(preview.nav),
    sharesIssued: toNumericText(preview.shares),
  };
}
