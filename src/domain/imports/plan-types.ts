import type { Quarter } from '../quarters';
import type { OptionAction, OptionType, PositionType } from '../positions/units';

/** What one row becomes in the Trade Log. */
export const PLAN_OUTCOMES = [
  'OPEN_THETA',
  'OPEN_OPTION',
  'OPEN_STOCK',
  'AVERAGE_DOWN',
  'CLOSE',
  'PARTIAL_CLOSE',
  'ROLL',
  'EXPIRE',
  'ASSIGNMENT',
  'EXERCISE',
  'DUPLICATE',
  'NEEDS_REVIEW',
] as const;
export type PlanOutcome = (typeof PLAN_OUTCOMES)[number];

/** An open position of the Trade Log when the import is previewed. */
export interface OpenPositionSnapshot {
  id: number;
  type: PositionType;
  ticker: string;
  /** 'YYYY-MM-DD'; null for stock. */
  expiration: string | null;
  strike: string | null;
  right: OptionType | null;
  /** STO or BTO; null for stock. */
  action: OptionAction | null;
  /** Contracts or shares held. */
  quantity: string | number;
}

/** A position the plan touches: one already in the Trade Log, or one opened by an earlier row. */
export type PositionRef = { source: 'EXISTING'; id: number } | { source: 'NEW'; rowNumber: number };

/*
 * Figures are in the Trade Log's units (src/domain/positions/units.ts): for THETA and OPTION, `price`
 * and `closeValue` are dollars per contract (the quoted price per share x the multiplier); for STOCK
 * they are dollars per share. Quantities are whole contracts or shares as decimal text. `fees` are the
 * row's dollars paid; a row's fees ride on its first change.
 */

export interface OpenChange {
  kind: 'OPEN';
  /** Always { source: 'NEW', rowNumber } of the row that opens it. */
  position: PositionRef;
  positionType: PositionType;
  ticker: string;
  action: OptionAction | null;
  expiration: string | null;
  strike: string | null;
  right: OptionType | null;
  quantity: string;
  /** Theta premium or option cost basis per contract; stock price per share. */
  price: string;
  fees: string;
  /** The books' wall clock (FUND_TIME_ZONE) 'YYYY-MM-DDTHH:mm:ss'. */
  openedAt: string;
  /** The quarter of the open date, created on commit when missing. */
  quarter: Quarter;
  /** The row's tags, given to the position it opens. */
  tags: string[];
}

export interface AddChange {
  kind: 'ADD';
  position: PositionRef;
  positionType: PositionType;
  quantity: string;
  price: string;
  fees: string;
  addedAt: string;
}

export interface CloseChange {
  kind: 'CLOSE';
  position: PositionRef;
  positionType: PositionType;
  quantity: string;
  /** Per contract (theta, option) or per share (stock); '0' for an expiration or assignment. */
  closeValue: string;
  fees: string;
  /** 'YYYY-MM-DD': the trade's date on the books' clock (an expiration's is its market close's). */
  closeDate: string;
  /** True when this closes everything the position holds. */
  full: boolean;
}

export type PlannedChange = OpenChange | AddChange | CloseChange;

export interface PlanEntry {
  rowNumber: number;
  outcome: PlanOutcome;
  /** Applied in entry order, then change order; empty for duplicates, reviews and linked stock rows. */
  changes: PlannedChange[];
  /** Why the row needs review; null otherwise. */
  reason: string | null;
  /** What the plan read that the file does not say outright. */
  notes: string[];
  /** The roll proposal this row is part of, confirmed or not. */
  rollId: string | null;
  /** The other row of an assignment or exercise (the option's row for its stock row, and back). */
  linkedRow: number | null;
}

export type RollBasis = 'SAME_ORDER' | 'SAME_TIME' | 'SAME_DAY';

export interface RollProposal {
  /** Stable for the same file: '{closeRow}-{openRow}'. */
  id: string;
  closeRow: number;
  openRow: number;
  ticker: string;
  basis: RollBasis;
  confirmed: boolean;
}

export interface ImportPlan {
  /** In the order the changes must be applied (time order). */
  entries: PlanEntry[];
  rolls: RollProposal[];
  counts: Record<PlanOutcome, number>;
}

export interface PlanOptions {
  /** Rows that are duplicates of earlier imports (from `duplicateRows`). */
  duplicates?: ReadonlySet<number>;
  /** Roll proposal ids the user confirmed; the others stay a close plus an open. */
  confirmedRolls?: readonly string[];
}
