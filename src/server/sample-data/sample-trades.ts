import { inArray } from 'drizzle-orm';
import { addDays, fridayOnOrAfter, weekdayOnOrBefore } from '../../domain/calendar';
import type { NewPosition } from '../../domain/positions/payloads/new-position';
import { previousQuarter, quarterFirstDay, quarterKey, quarterOf, type Quarter } from '../../domain/quarters';
import { positions, quarters, transactions } from '../db/schema';
import { averageDownPositionIn } from '../trades/adjust-position';
import { closePositionIn } from '../trades/close-position';
import { createPositionIn } from '../trades/create-position';
import type { Tx } from '../books';
import { rollPositionIn } from '../trades/roll-position';

/*
 * The sample fund's Trade Log: theta, option and stock positions over the previous quarter and the
 * current one, some closed (in full, in part, at a loss), one rolled, one averaged down, so the
 * Trade Log, the realized calendar and Earning Power have something to show. Dates are counted from
 * each quarter's first day and never pass the fund's today. Premiums and prices are dollars per
 * contract (a quoted 3.40 is 340), as the Trade Log keeps them.
 */

interface SampleOption {
  type: 'THETA' | 'OPTION';
  ticker: string;
  action: 'STO' | 'BTO';
  optionType: 'P' | 'C';
  strike: string;
  contracts: number;
  /** Per contract. */
  premium: string;
  open: number;
  /** Days after the quarter's first day; with no close the position stays open. */
  expires: number;
  closes?: { day: number; value: string; contracts?: number }[];
  /** Setups, so Analytics has tags to group by (docs/requirements.md#tl-tags). */
  tags: string[];
  roll?: {
    day: number;
    closeValue: string;
    strike: string;
    expires: number;
    premium: string;
    closeDay: number;
    closeValue2: string;
  };
  comments: string;
}

const PREVIOUS_QUARTER: SampleOption[] = [
  {
    type: 'THETA',
    ticker: 'SPY',
    action: 'STO',
    optionType: 'P',
    strike: '540',
    contracts: 2,
    premium: '340',
    open: 3,
    expires: 30,
    closes: [{ day: 17, value: '85' }],
    comments: 'Sample: cash-secured put, closed at 75% of the premium',
    tags: ['income'],
  },
  {
    type: 'THETA',
    ticker: 'AAPL',
    action: 'STO',
    optionType: 'P',
    strike: '185',
    contracts: 1,
    premium: '210',
    open: 5,
    expires: 24,
    roll: {
      day: 20,
      closeValue: '300',
      strike: '180',
      expires: 52,
      premium: '360',
      closeDay: 45,
      closeValue2: '50',
    },
    comments: 'Sample: tested put, rolled down and out',
    tags: ['wheel'],
  },
  {
    type: 'THETA',
    ticker: 'MSFT',
    action: 'STO',
    optionType: 'C',
    strike: '450',
    contracts: 1,
    premium: '400',
    open: 8,
    expires: 38,
    closes: [{ day: 38, value: '0' }],
    comments: 'Sample: covered call, expired worthless',
    tags: ['wheel'],
  },
  {
    type: 'OPTION',
    ticker: 'NVDA',
    action: 'BTO',
    optionType: 'C',
    strike: '120',
    contracts: 2,
    premium: '550',
    open: 10,
    expires: 60,
    closes: [{ day: 33, value: '800' }],
    comments: 'Sample: long call',
    tags: ['earnings'],
  },
  {
    type: 'THETA',
    ticker: 'QQQ',
    action: 'STO',
    optionType: 'P',
    strike: '470',
    contracts: 3,
    premium: '250',
    open: 12,
    expires: 40,
    closes: [
      { day: 26, value: '100', contracts: 1 },
      { day: 39, value: '40' },
    ],
    comments: 'Sample: closed in two steps',
    tags: ['income'],
  },
  {
    type: 'THETA',
    ticker: 'TSLA',
    action: 'STO',
    optionType: 'P',
    strike: '230',
    contracts: 1,
    premium: '720',
    open: 15,
    expires: 50,
    closes: [{ day: 48, value: '980' }],
    comments: 'Sample: a put closed at a loss',
    tags: ['earnings'],
  },
];

const CURRENT_QUARTER: SampleOption[] = [
  {
    type: 'THETA',
    ticker: 'SPY',
    action: 'STO',
    optionType: 'P',
    strike: '560',
    contracts: 2,
    premium: '310',
    open: 2,
    expires: 30,
    closes: [{ day: 16, value: '120' }],
    comments: 'Sample: cash-secured put',
    tags: ['income'],
  },
  {
    type: 'THETA',
    ticker: 'TSLA',
    action: 'STO',
    optionType: 'P',
    strike: '240',
    contracts: 1,
    premium: '600',
    open: 9,
    expires: 45,
    comments: 'Sample: open put',
    tags: ['income'],
  },
  {
    type: 'OPTION',
    ticker: 'SPY',
    action: 'BTO',
    optionType: 'P',
    strike: '520',
    contracts: 1,
    premium: '400',
    open: 4,
    expires: 75,
    comments: 'Sample: a hedge',
    tags: ['hedge'],
  },
  {
    type: 'THETA',
    ticker: 'AAPL',
    action: 'STO',
    optionType: 'C',
    strike: '210',
    contracts: 1,
    premium: '220',
    open: 11,
    expires: 40,
    comments: 'Sample: covered call on the stock',
    tags: ['wheel'],
  },
];

export interface SeededTrades {
  positionIds: number[];
  quarterKeys: string[];
}

/** Books the sample trades in the caller's transaction and marks every row it wrote as sample. */
export async function seedSampleTradesIn(tx: Tx, actor: string, today: string): Promise<SeededTrades> {
  const current = quarterOf(today);
  const earlier = previousQuarter(current);
  const positionIds: number[] = [];
  const capped = (day: string) => (day > today ? today : day);

  async function book(option: SampleOption, quarter: Quarter) {
    const start = quarterFirstDay(quarter);
    const at = (offset: number) => capped(weekdayOnOrBefore(addDays(start, offset)));
    const due = (offset: number) => addDays(start, offset) <= today;
    const openDay = at(option.open);
    const closes = (option.closes ?? []).filter((close) => due(close.day));
    const lastClose = closes.at(-1) ? at(closes.at(-1)!.day) : null;
    // An open position expires ahead of today; a closed one on or after its close.
    const expiry = fridayOnOrAfter(
      lastClose ?? (due(option.expires) ? addDays(today, 14) : addDays(start, option.expires)),
    );
    const input: NewPosition = {
      positionType: option.type,
      quarter,
      ticker: option.ticker,
      comments: option.comments,
      sectors: [],
      tags: option.tags,
      openDate: `${openDay}T10:00:00`,
      closed: null,
      action: option.action,
      expirationDate: expiry < openDay ? fridayOnOrAfter(openDay) : expiry,
      strike: option.strike,
      optionType: option.optionType,
      contracts: option.contracts,
      premium: option.premium,
    };
    const created = await createPositionIn(tx, input, actor, today);
    positionIds.push(created.position.id);
    for (const close of closes) {
      await closePositionIn(
        tx,
        option.type,
        {
          id: created.position.id,
          closeValue: close.value,
          quantity: close.contracts ?? null,
          comments: null,
          closeDate: { day: at(close.day), time: null, zoned: false },
        },
        actor,
        today,
      );
    }
    const roll = option.roll;
    if (roll && due(roll.day)) {
      const { opened } = await rollPositionIn(
        tx,
        option.type,
        {
          currentPositionId: created.position.id,
          closeValue: roll.closeValue,
          newAction: null,
          newTicker: option.ticker,
          newExpirationDate: fridayOnOrAfter(due(roll.closeDay) ? at(roll.closeDay) : addDays(today, 14)),
          newStrike: roll.strike,
          newOptionType: null,
          newContracts: null,
          newPremium: roll.premium,
          comments: null,
          rollDate: { day: at(roll.day), time: null, zoned: false },
        },
        actor,
        today,
      );
      positionIds.push(opened.position.id);
      if (due(roll.closeDay)) {
        await closePositionIn(
          tx,
          option.type,
          {
            id: opened.position.id,
            closeValue: roll.closeValue2,
            quantity: null,
            comments: null,
            closeDate: { day: at(roll.closeDay), time: null, zoned: false },
          },
          actor,
          today,
        );
      }
    }
  }

  for (const option of PREVIOUS_QUARTER) await book(option, earlier);
  // A stock held since the previous quarter, listed in the current one as 'Create New Quarter' moves it.
  const stockStart = quarterFirstDay(earlier);
  const stockDay = (offset: number) => capped(weekdayOnOrBefore(addDays(stockStart, offset)));
  const stock = await createPositionIn(
    tx,
    {
      positionType: 'STOCK',
      quarter: current,
      ticker: 'AAPL',
      comments: 'Sample: shares held for the wheel',
      sectors: [],
      tags: ['wheel'],
      openDate: `${stockDay(6)}T10:00:00`,
      closed: null,
      shares: 100,
      price: '190',
    },
    actor,
    today,
  );
  positionIds.push(stock.position.id);
  await averageDownPositionIn(
    tx,
    'STOCK',
    {
      positionId: stock.position.id,
      quantity: 50,
      price: '180',
      comments: null,
      date: { day: stockDay(29), time: null, zoned: false },
    },
    actor,
    today,
  );
  await closePositionIn(
    tx,
    'STOCK',
    {
      id: stock.position.id,
      closeValue: '200',
      quantity: 50,
      comments: null,
      closeDate: { day: stockDay(60), time: null, zoned: false },
    },
    actor,
    today,
  );
  for (const option of CURRENT_QUARTER) await book(option, current);

  const quarterKeys = [quarterKey(earlier), quarterKey(current)];
  await tx.update(positions).set({ sample: true }).where(inArray(positions.id, positionIds));
  await tx.update(transactions).set({ sample: true }).where(inArray(transactions.positionId, positionIds));
  await tx.update(quarters).set({ sample: true }).where(inArray(quarters.key, quarterKeys));
  return { positionIds, quarterKeys };
}
