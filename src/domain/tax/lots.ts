import Decimal from 'decimal.js';
import { SHARES_PER_CONTRACT } from '../positions/units';
import { addDays } from '../calendar';
import { formatDate } from '../format';
import { carriedHoldingStart, termOf, withinWashWindow } from './holding';
import { isSection1256, markValue } from './section1256';
import type {
  OptionClose,
  OptionContract,
  OptionOpen,
  StockBuy,
  StockSell,
  TaxEvent,
  Term,
  YearEndMark,
} from './types';

/*
 * The fund's tax lots and realized items from its trades, every rule cited to IRS Publication 550
 * (2024), the Form 8949 and Form 6781 instructions. One pass in date order; a day's option closes come
 * before its share sales (an assigned call's premium belongs to the shares it delivers), and its
 * purchases before both.
 */

export type AdjustmentKind = 'wash' | 'premium' | 'mark';

export interface LotAdjustment {
  kind: AdjustmentKind;
  /** Added to the lot's basis (a written option's premium: added to what it brought in). */
  amount: Decimal;
  /** The event it came from: the washed sale, the assignment or exercise, the year-end mark's year. */
  source: string;
}

export interface TaxLot {
  id: string;
  eventId: string;
  kind: 'stock' | 'option';
  /** Shares: long. Options: bought (long) or written. */
  side: 'long' | 'written';
  ticker: string;
  positionId: number | null;
  contract: OptionContract | null;
  acquired: string;
  /** Where the holding period counts from: later than `acquired` never, earlier after a wash sale. */
  holdingStart: string;
  quantity: Decimal;
  remaining: Decimal;
  /** What the remaining units cost (long) or brought in (written), every adjustment included. */
  basis: Decimal;
  adjustments: LotAdjustment[];
  /** The units of a replacement: they cannot replace a second sale (Pub 550, "Wash Sales"). */
  replacement: boolean;
  section1256: boolean;
  order: number;
}

export interface RealizedItem {
  eventId: string;
  lotId: string;
  ticker: string;
  description: string;
  dateAcquired: string;
  dateSold: string;
  proceeds: Decimal;
  costBasis: Decimal;
  /** Form 8949 column (g): the wash-sale loss disallowed, a positive amount. */
  adjustment: Decimal;
  gain: Decimal;
  term: Term;
  section1256: boolean;
}

export interface OpenAtYearEnd {
  positionId: number;
  year: number;
  ticker: string;
  contract: OptionContract;
  side: 'long' | 'written';
  contracts: Decimal;
  /** The basis the year-end mark replaces. */
  basis: Decimal;
}

export interface TaxComputation {
  lots: TaxLot[];
  items: RealizedItem[];
  /** Section 1256 positions open on a 31 December up to `throughYear`, marked or not. */
  openAtYearEnd: OpenAtYearEnd[];
  missingMarks: { positionId: number; year: number }[];
  /** What the books do not say (a sale beyond the lots held, an assignment with no stock leg). */
  warnings: string[];
}

export interface TaxInput {
  events: readonly TaxEvent[];
  marks: readonly YearEndMark[];
  section1256Underlyings: readonly string[];
  /** Marks are looked for on each 31 December up to this year's. */
  throughYear: number;
}

const ZERO = new Decimal(0);
const PHASE = { buy: 0, open: 0, close: 1, sell: 2, mark: 3 } as const;

interface MarkAction {
  kind: 'mark';
  date: string;
  year: number;
  positionId: number;
}
type Action = (TaxEvent | MarkAction) & { seq: number };

const contractKey = (c: OptionContract) =>
  `${c.underlying.toUpperCase()}|${c.right}|${new Decimal(c.strike).toFixed()}|${c.expiration}`;
const stockKey = (ticker: string) => `S:${ticker.toUpperCase()}`;
const optionKey = (positionId: number) => `O:${positionId}`;

function optionText(contract: OptionContract): string {
  return `${contract.underlying.toUpperCase()} ${contract.expiration} ${new Decimal(contract.strike).toFixed()} ${contract.right}`;
}

function describe(lot: TaxLot, quantity: Decimal): string {
  if (lot.kind === 'stock') return `${quantity.toFixed()} sh ${lot.ticker.toUpperCase()}`;
  return `${quantity.toFixed()} ${optionText(lot.contract!)}${lot.side === 'written' ? ' written' : ''}`;
}

/** `total` × part / whole, with the last part taking what is left so the parts sum exactly. */
function share(total: Decimal, part: Decimal, whole: Decimal): Decimal {
  return part.gte(whole) ? total : total.times(part).div(whole);
}

class Book {
  readonly byKey = new Map<string, TaxLot[]>();
  readonly byContract = new Map<string, TaxLot[]>();
  readonly callsByUnderlying = new Map<string, TaxLot[]>();
  readonly all: TaxLot[] = [];

  add(lot: TaxLot, key: string): void {
    this.all.push(lot);
    push(this.byKey, key, lot);
    if (lot.contract !== null) {
      push(this.byContract, contractKey(lot.contract), lot);
      if (lot.side === 'long' && lot.contract.right === 'C')
        push(this.callsByUnderlying, lot.contract.underlying.toUpperCase(), lot);
    }
  }

  /** Splits `quantity` of `lot` off as a lot of its own, placed just before it (same acquisition). */
  split(lot: TaxLot, quantity: Decimal): TaxLot {
    const basis = share(lot.basis, quantity, lot.remaining);
    const part: TaxLot = {
      ...lot,
      id: `${lot.id}.${this.all.length}`,
      quantity,
      remaining: quantity,
      basis,
      adjustments: [...lot.adjustments],
    };
    lot.remaining = lot.remaining.minus(quantity);
    lot.quantity = lot.quantity.minus(quantity);
    lot.basis = lot.basis.minus(basis);
    this.all.push(part);
    const lists = [
      this.byKey.get(lot.kind === 'stock' ? stockKey(lot.ticker) : optionKey(lot.positionId!)),
      lot.contract && this.byContract.get(contractKey(lot.contract)),
      lot.contract && this.callsByUnderlying.get(lot.ticker),
    ];
    for (const list of lists) {
      const index = list ? list.indexOf(lot) : -1;
      if (index >= 0) list!.splice(index, 0, part);
    }
    return part;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Units in shares, as a wash sale counts a call against shares (one contract, 100 shares). */
const sharesOf = (lot: TaxLot, units: Decimal) =>
  lot.kind === 'option' ? units.times(SHARES_PER_CONTRACT) : units;

const byAcquired = (a: TaxLot, b: TaxLot) =>
  a.acquired < b.acquired ? -1 : a.acquired > b.acquired ? 1 : a.order - b.order;

/** The lots of a list kept in acquisition order that were acquired within 30 days of `date`. */
function washWindow(list: readonly TaxLot[], date: string): TaxLot[] {
  const from = addDays(date, -30);
  const to = addDays(date, 30);
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]!.acquired < from) low = mid + 1;
    else high = mid;
  }
  const found: TaxLot[] = [];
  for (let i = low; i < list.length && list[i]!.acquired <= to; i += 1) found.push(list[i]!);
  return found;
}

function sortActions(input: TaxInput): Action[] {
  const actions: Action[] = input.events.map((event, seq) => ({ ...event, seq }));
  const opens = input.events.filter((e): e is OptionOpen => e.kind === 'open');
  const marked = new Set<number>();
  for (const open of opens) {
    if (marked.has(open.positionId)) continue;
    if (!isSection1256(open.contract.underlying, input.section1256Underlyings)) continue;
    marked.add(open.positionId);
    const first = Number(open.date.slice(0, 4));
    const last = Math.min(input.throughYear, Number(open.contract.expiration.slice(0, 4)));
    for (let year = first; year <= last; year += 1)
      actions.push({ kind: 'mark', date: `${year}-12-31`, year, positionId: open.positionId, seq: -1 });
  }
  return actions.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || PHASE[a.kind] - PHASE[b.kind] || a.seq - b.seq,
  );
}

export function computeTaxLots(input: TaxInput): TaxComputation {
  const actions = sortActions(input);
  const book = new Book();
  const items: RealizedItem[] = [];
  const warnings: string[] = [];
  const openAtYearEnd: OpenAtYearEnd[] = [];
  const missingMarks: { positionId: number; year: number }[] = [];
  const marks = new Map(input.marks.map((m) => [`${m.positionId}|${m.year}`, new Decimal(m.price)]));
  const buyLots = new Map<string, TaxLot>();
  const sellAdjustments = new Map<string, Decimal>();
  const heads = new Map<string, number>();

  // Every acquisition is a lot from the start, so a sale can find a replacement bought after it.
  actions.forEach((action, order) => {
    if (action.kind === 'buy') {
      const lot = newLot(action, order);
      buyLots.set(action.id, lot);
      book.add(lot, stockKey(action.ticker));
    } else if (action.kind === 'open') {
      book.add(newOptionLot(action, order, input.section1256Underlyings), optionKey(action.positionId));
    }
  });

  /** The lots of `key` acquired before `order` with units left, oldest first (Pub 550: FIFO). */
  function takeFifo(key: string, order: number, wanted: Decimal): { lot: TaxLot; units: Decimal }[] {
    const list = book.byKey.get(key) ?? [];
    let head = heads.get(key) ?? 0;
    while (head < list.length && list[head]!.remaining.isZero()) head += 1;
    heads.set(key, head);
    const taken: { lot: TaxLot; units: Decimal }[] = [];
    let left = wanted;
    for (let i = head; i < list.length && left.gt(0); i += 1) {
      const lot = list[i]!;
      if (lot.order >= order) break;
      if (lot.remaining.isZero()) continue;
      const units = Decimal.min(left, lot.remaining);
      taken.push({ lot, units });
      left = left.minus(units);
    }
    if (left.gt(0)) warnings.push(`${key.slice(2)}: ${left.toFixed()} more sold than the lots held`);
    return taken;
  }

  /** Removes `units` from `lot` and returns the basis they carry. */
  function consume(lot: TaxLot, units: Decimal): Decimal {
    const basis = share(lot.basis, units, lot.remaining);
    lot.remaining = lot.remaining.minus(units);
    lot.basis = lot.basis.minus(basis);
    return basis;
  }

  /**
   * Pub 550, "Wash Sales": a loss on `units` (in shares for stock, contracts for an option) sold on
   * `date` is disallowed as far as replacements bought within 30 days before or after cover it, in
   * proportion when they cover less; each covered replacement's basis takes the disallowed part and
   * its holding period the sold units'.
   */
  function washLoss(
    candidates: readonly TaxLot[],
    exclude: ReadonlySet<TaxLot>,
    date: string,
    sold: { units: Decimal; loss: Decimal; holdingStart: string; source: string; inShares: boolean },
  ): Decimal {
    let left = sold.units;
    let disallowed = ZERO;
    for (const lot of candidates) {
      if (left.isZero()) break;
      if (exclude.has(lot) || lot.replacement || lot.remaining.isZero() || lot.section1256) continue;
      if (!withinWashWindow(date, lot.acquired)) continue;
      const available = sold.inShares ? sharesOf(lot, lot.remaining) : lot.remaining;
      const covered = Decimal.min(left, available);
      // The last part takes what is left, so the parts sum to the loss exactly when all is covered.
      const amount = left.eq(covered) ? sold.loss.minus(disallowed) : share(sold.loss, covered, sold.units);
      const unitsOfLot = sold.inShares && lot.kind === 'option' ? covered.div(SHARES_PER_CONTRACT) : covered;
      const replacement = unitsOfLot.gte(lot.remaining) ? lot : book.split(lot, unitsOfLot);
      replacement.replacement = true;
      // A written option's basis is what it brought in: the disallowed loss lowers it.
      replacement.basis =
        replacement.side === 'written' ? replacement.basis.minus(amount) : replacement.basis.plus(amount);
      replacement.adjustments.push({
        kind: 'wash',
        amount: replacement.side === 'written' ? amount.negated() : amount,
        source: sold.source,
      });
      if (replacement.side === 'long')
        replacement.holdingStart = carriedHoldingStart(replacement.acquired, sold.holdingStart, date);
      disallowed = disallowed.plus(amount);
      left = left.minus(covered);
    }
    return disallowed;
  }

  /** Shares of the stock or calls on it (Pub 550: "or an option to buy"), in acquisition order. */
  function stockCandidates(ticker: string, date: string): TaxLot[] {
    const shares = washWindow(book.byKey.get(stockKey(ticker)) ?? [], date);
    const calls = washWindow(book.callsByUnderlying.get(ticker.toUpperCase()) ?? [], date);
    return calls.length === 0 ? shares : [...shares, ...calls].sort(byAcquired);
  }

  function sell(event: StockSell & { seq: number }, order: number): void {
    const shares = new Decimal(event.shares);
    const proceeds = new Decimal(event.proceeds).plus(sellAdjustments.get(event.id) ?? ZERO);
    const taken = takeFifo(stockKey(event.ticker), order, shares);
    const drawn = new Set(taken.map((t) => t.lot));
    let proceedsLeft = proceeds;
    let sharesLeft = taken.reduce((sum, t) => sum.plus(t.units), ZERO);
    for (const { lot, units } of taken) {
      const piece = share(proceedsLeft, units, sharesLeft);
      proceedsLeft = proceedsLeft.minus(piece);
      sharesLeft = sharesLeft.minus(units);
      const holdingStart = lot.holdingStart;
      const cost = consume(lot, units);
      const loss = cost.minus(piece);
      const adjustment = loss.gt(0)
        ? washLoss(stockCandidates(event.ticker, event.date), drawn, event.date, {
            units,
            loss,
            holdingStart,
            source: event.id,
            inShares: true,
          })
        : ZERO;
      items.push(item(event.id, lot, units, holdingStart, event.date, piece, cost, adjustment, false));
    }
  }

  function close(event: OptionClose & { seq: number }, order: number): void {
    const contracts = new Decimal(event.contracts);
    const taken = takeFifo(optionKey(event.positionId), order, contracts);
    let amountLeft = new Decimal(event.amount);
    let unitsLeft = taken.reduce((sum, t) => sum.plus(t.units), ZERO);
    for (const { lot, units } of taken) {
      const amount = share(amountLeft, units, unitsLeft);
      amountLeft = amountLeft.minus(amount);
      unitsLeft = unitsLeft.minus(units);
      const holdingStart = lot.holdingStart;
      const basis = consume(lot, units);
      const settled = event.how === 'assigned' || event.how === 'exercised';
      if (settled && !lot.section1256) {
        if (foldIntoStock(event, lot, basis)) continue;
        warnings.push(
          `Position ${event.positionId}: ${event.how} on ${formatDate(event.date)} with no stock leg recorded`,
        );
      }
      // Written: proceeds are the premium, cost the buy-back. Bought: the reverse (Pub 550, "Options").
      const [proceeds, cost] = lot.side === 'written' ? [basis, amount] : [amount, basis];
      const loss = cost.minus(proceeds);
      const adjustment =
        loss.gt(0) && !lot.section1256
          ? washLoss(
              washWindow(book.byContract.get(contractKey(lot.contract!)) ?? [], event.date),
              new Set([lot]),
              event.date,
              {
                units,
                loss,
                holdingStart,
                source: event.id,
                inShares: false,
              },
            )
          : ZERO;
      items.push(item(event.id, lot, units, holdingStart, event.date, proceeds, cost, adjustment, true));
    }
  }

  /**
   * Pub 550, "Options": a written put's premium lowers the basis of the shares its assignment bought; a
   * written call's is added to the amount realized on the shares delivered; a bought call's cost is
   * added to the shares' basis; a bought put's lowers the amount realized.
   */
  function foldIntoStock(event: OptionClose, lot: TaxLot, premium: Decimal): boolean {
    const stockId = event.stockEventId;
    if (stockId === undefined) return false;
    const right = lot.contract!.right;
    const sign = lot.side === 'written' ? -1 : 1;
    if (right === 'P' && lot.side === 'written') return addToBuy(stockId, premium.negated(), event.id);
    if (right === 'C' && lot.side === 'long') return addToBuy(stockId, premium, event.id);
    // A call assigned or a put exercised: the premium moves the shares' amount realized.
    if (buyLots.has(stockId)) return false;
    const before = sellAdjustments.get(stockId) ?? ZERO;
    sellAdjustments.set(stockId, before.plus(premium.times(-sign)));
    return true;
  }

  function addToBuy(stockId: string, amount: Decimal, source: string): boolean {
    const lot = buyLots.get(stockId);
    if (lot === undefined) return false;
    lot.basis = lot.basis.plus(amount);
    lot.adjustments.push({ kind: 'premium', amount, source });
    return true;
  }

  /**
   * IRC §1256(a)(1) and Form 6781, Part I: a contract held at year end is treated as sold at its fair
   * market value on the last business day, and that value is its basis from then on.
   */
  function mark(action: MarkAction): void {
    const lots = (book.byKey.get(optionKey(action.positionId)) ?? []).filter(
      (lot) => lot.remaining.gt(0) && lot.acquired <= action.date,
    );
    if (lots.length === 0) return;
    const price = marks.get(`${action.positionId}|${action.year}`);
    for (const lot of lots) {
      openAtYearEnd.push({
        positionId: action.positionId,
        year: action.year,
        ticker: lot.ticker,
        contract: lot.contract!,
        side: lot.side,
        contracts: lot.remaining,
        basis: lot.basis,
      });
    }
    if (price === undefined) {
      missingMarks.push({ positionId: action.positionId, year: action.year });
      return;
    }
    for (const lot of lots) {
      const value = markValue(price, lot.remaining);
      const [proceeds, cost] = lot.side === 'written' ? [lot.basis, value] : [value, lot.basis];
      items.push(
        item(
          `mark:${action.year}`,
          lot,
          lot.remaining,
          lot.holdingStart,
          action.date,
          proceeds,
          cost,
          ZERO,
          true,
        ),
      );
      lot.adjustments.push({ kind: 'mark', amount: value.minus(lot.basis), source: String(action.year) });
      lot.basis = value;
    }
  }

  actions.forEach((action, order) => {
    if (action.kind === 'sell') sell(action, order);
    else if (action.kind === 'close') close(action, order);
    else if (action.kind === 'mark') mark(action);
  });

  return { lots: book.all.sort((a, b) => a.order - b.order), items, openAtYearEnd, missingMarks, warnings };
}

function item(
  eventId: string,
  lot: TaxLot,
  units: Decimal,
  holdingStart: string,
  dateSold: string,
  proceeds: Decimal,
  costBasis: Decimal,
  adjustment: Decimal,
  isOption: boolean,
): RealizedItem {
  // Pub 550, "Options": closing a written option is short-term, whatever its holding period.
  const term: Term = isOption && lot.side === 'written' ? 'short' : termOf(holdingStart, dateSold);
  return {
    eventId,
    lotId: lot.id,
    ticker: lot.ticker,
    description: describe(lot, units),
    dateAcquired: lot.acquired,
    dateSold,
    proceeds,
    costBasis,
    adjustment,
    gain: proceeds.minus(costBasis).plus(adjustment),
    term,
    section1256: lot.section1256,
  };
}

function newLot(event: StockBuy, order: number): TaxLot {
  const shares = new Decimal(event.shares);
  return {
    id: event.id,
    eventId: event.id,
    kind: 'stock',
    side: 'long',
    ticker: event.ticker.toUpperCase(),
    positionId: null,
    contract: null,
    acquired: event.date,
    holdingStart: event.date,
    quantity: shares,
    remaining: shares,
    basis: new Decimal(event.cost),
    adjustments: [],
    replacement: false,
    section1256: false,
    order,
  };
}

function newOptionLot(event: OptionOpen, order: number, list: readonly string[]): TaxLot {
  const contracts = new Decimal(event.contracts);
  return {
    id: event.id,
    eventId: event.id,
    kind: 'option',
    side: event.side === 'written' ? 'written' : 'long',
    ticker: event.contract.underlying.toUpperCase(),
    positionId: event.positionId,
    contract: event.contract,
    acquired: event.date,
    holdingStart: event.date,
    quantity: contracts,
    remaining: contracts,
    basis: new Decimal(event.amount),
    adjustments: [],
    replacement: false,
    section1256: isSection1256(event.contract.underlying, list),
    order,
  };
}
