import { sql } from 'drizzle-orm';
import { imports } from './import-schema';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  bigint,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '../../domain/positions/transaction-types';
import { CRYSTALLIZATIONS } from '../../domain/fees/terms';

/*
 * Money, NAV, prices and shares are unconstrained `numeric`: PostgreSQL keeps them exact and never rounds
 * behind our back; every rounding the fund applies (6 significant digits for shares, cents for reports)
 * is an explicit rule in src/domain. Drizzle reads numeric as a string, so no float ever touches them.
 *
 * Trade dates are `timestamp` without zone: the fund's wall-clock time, so a close "at 9:00 on a date"
 * belongs to that calendar date whatever zone the server or browser is in.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const tradeTime = (name: string) => timestamp(name, { mode: 'string' });
/** Marks a row of the sample fund (src/server/sample-data), which 'Remove sample data' deletes. */
const sample = () => boolean('sample').notNull().default(false);

export const investors = pgTable('investors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull().default('Active'),
  dateAdded: timestamp('date_added', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Optional recurring contribution per quarter, included in growth projections. */
  quarterlyContribution: numeric('quarterly_contribution'),
  /** The sign-in (the token's `sub`) the administrator linked to this investor; one investor per sign-in. */
  identitySubject: text('identity_subject').unique('investors_identity_subject_unique'),
  /**
   * Set once the administrator links or unlinks a sign-in: from then on only the link reaches the
   * investor, never the e-mail or the investor claim (decision 023), so an unlink revokes.
   */
  identityLinkManaged: boolean('identity_link_managed').notNull().default(false),
  sample: sample(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A redemption is stored as a negative amount and negative shares (docs/requirements.md#adm-investments). */
export const investments = pgTable(
  'investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'restrict' }),
    investmentDate: date('investment_date', { mode: 'string' }).notNull(),
    amountInvested: numeric('amount_invested').notNull(),
    navAtEntry: numeric('nav_at_entry').notNull(),
    sharesIssued: numeric('shares_issued').notNull(),
    type: text('type'),
    sample: sample(),
    createdAt: createdAt(),
  },
  (t) => [index('investments_investor_idx').on(t.investorId)],
);

export const capitalRequestKind = pgEnum('capital_request_kind', ['subscription', 'redemption']);
export const capitalRequestStatus = pgEnum('capital_request_status', [
  'pending',
  'approved',
  'rejected',
  'cancelled',
]);

/**
 * A subscription or redemption an investor asked for in the portal (docs/requirements.md#req): an
 * amount, or for a redemption an amount or shares, never both; pending until the administrator
 * approves it (booking the investment record it then links to), rejects it with a reason, or the
 * investor cancels it. The dealing date and NAV are the booked record's; `shares_after` is what the
 * investor held once it was booked, so a confirmation printed later tells the same figures.
 */
export const capitalRequests = pgTable(
  'capital_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'restrict' }),
    kind: capitalRequestKind('kind').notNull(),
    status: capitalRequestStatus('status').notNull().default('pending'),
    /** Positive; null when a redemption is asked in shares. */
    amount: numeric('amount'),
    /** Positive, at 6 significant digits; a redemption's only. */
    shares: numeric('shares'),
    note: text('note'),
    /** The fund's calendar day the request was made (src/server/fund-clock.ts). */
    requestDate: date('request_date', { mode: 'string' }).notNull(),
    /** A redemption's first quarter end after its notice; a subscription's request date. */
    earliestDealingDate: date('earliest_dealing_date', { mode: 'string' }).notNull(),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    /** When and by whom it was approved, rejected or cancelled. */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: text('decided_by'),
    /** Approved before its earliest dealing date, the notice waived. */
    noticeWaived: boolean('notice_waived').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    investmentId: integer('investment_id')
      .unique('capital_requests_investment_unique')
      .references(() => investments.id, { onDelete: 'restrict' }),
    sharesAfter: numeric('shares_after'),
  },
  (t) => [
    index('capital_requests_status_idx').on(t.status, t.id),
    index('capital_requests_investor_idx').on(t.investorId),
    check('capital_requests_amount_or_shares', sql`num_nonnulls(${t.amount}, ${t.shares}) = 1`),
    check('capital_requests_subscription_amount', sql`${t.kind} = 'redemption' OR ${t.shares} IS NULL`),
    check(
      'capital_requests_approved_booked',
      sql`(${t.status} = 'approved') = (${t.investmentId} IS NOT NULL AND ${t.sharesAfter} IS NOT NULL)`,
    ),
    check(
      'capital_requests_rejected_reason',
      sql`${t.status} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL`,
    ),
  ],
);

export const navDataKind = pgEnum('nav_data_kind', ['quarterly', 'year_start', 'inception']);

/** Per-investor NAV snapshots: quarterly (period 'Q3_2025'), year start (period '2025'), inception (period ''). */
export const investorNavData = pgTable(
  'investor_nav_data',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    kind: navDataKind('kind').notNull(),
    period: text('period').notNull().default(''),
    navValue: numeric('nav_value').notNull(),
    sample: sample(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('investor_nav_data_unique').on(t.investorId, t.kind, t.period)],
);

export const quarters = pgTable('quarters', {
  /** Key form 'Q3_2025'; the display form 'Q3 2025' is derived. */
  key: text('key').primaryKey(),
  sample: sample(),
  createdAt: createdAt(),
});

export const positionType = pgEnum('position_type', ['THETA', 'STOCK', 'OPTION']);

export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: positionType('type').notNull(),
    ticker: text('ticker').notNull(),
    quarter: text('quarter').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    /** Null while open; the sum of the closing transactions' P&L once closed. */
    netProfit: numeric('net_profit'),
    openDate: tradeTime('open_date').notNull(),
    closeDate: tradeTime('close_date'),
    comments: text('comments'),
    thesis: text('thesis'),
    // Theta and option
    action: text('action'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    strike: numeric('strike'),
    optionType: text('option_type'),
    /** Theta totalContracts, option contracts. */
    contracts: integer('contracts'),
    /** Theta premium received or paid per contract. */
    premium: numeric('premium'),
    netPremium: numeric('net_premium'),
    /** Option cost per contract; stock cost basis. */
    costBasis: numeric('cost_basis'),
    totalCost: numeric('total_cost'),
    currentValue: numeric('current_value'),
    percentChange: numeric('percent_change'),
    // Stock
    numberShares: numeric('number_shares'),
    avgPrice: numeric('avg_price'),
    currentPrice: numeric('current_price'),
    totalValue: numeric('total_value'),
    sample: sample(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('positions_quarter_idx').on(t.quarter),
    // Adjusted cost reads the option closes of a stock's ticker across quarters.
    index('positions_ticker_idx').on(t.ticker),
    check('positions_closed_has_date', sql`${t.isOpen} OR ${t.closeDate} IS NOT NULL`),
  ],
);

export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);

export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    type: transactionType('type').notNull(),
    /** Contracts for theta and option, shares for stock. */
    quantity: numeric('quantity'),
    premium: numeric('premium'),
    price: numeric('price'),
    closeValue: numeric('close_value'),
    totalValue: numeric('total_value'),
    netProfit: numeric('net_profit'),
    date: tradeTime('date').notNull(),
    notes: text('notes'),
    /** Commissions and fees paid on this transaction, when known (imports record them). */
    fees: numeric('fees'),
    /** The import and row of the broker's file this transaction came from; null when typed in. */
    importId: integer('import_id').references(() => imports.id, { onDelete: 'restrict' }),
    importRow: integer('import_row'),
    /** An option close that was an assignment (written) or an exercise (bought): decision 026. */
    optionOutcome: text('option_outcome').$type<'assigned' | 'exercised'>(),
    /** The stock leg an assignment or exercise booked at the strike, on the option's close. */
    linkedTransactionId: integer('linked_transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    sample: sample(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_position_idx').on(t.positionId),
    index('transactions_date_idx').on(t.date),
    index('transactions_import_idx').on(t.importId),
  ],
);

export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const positionSectors = pgTable(
  'position_sectors',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.sectorId] })],
);

/**
 * Free tags of positions (setups such as 'earnings', 'wheel', 'hedge'), kept as sectors are: one row
 * per name, matched ignoring case, the first spelling kept (docs/requirements.md#tl-tags).
 */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const positionTags = pgTable(
  'position_tags',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
  },
  // The analytics' tag filter starts from the tag.
  (t) => [primaryKey({ columns: [t.positionId, t.tagId] }), index('position_tags_tag_idx').on(t.tagId)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const documentCategory = pgEnum('document_category', [
  'operating_agreement',
  'quarterly_report',
  'tax_document',
  'investment_document',
  'communication',
  'compliance',
]);

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    category: documentCategory('category').notNull(),
    version: text('version').notNull().default('1.0'),
    description: text('description'),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    content: bytea('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sample: sample(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_investor_idx').on(t.investorId)],
);

/** One row per change to the fund's books: who, when, what, and the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client's address (as TRUST_PROXY resolves it); null from the command line and the schedule. */
    clientAddress: text('client_address'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * A counter per group of tables, raised by database triggers in the same transaction as every change
 * to them (drizzle/0002_data_version_triggers.sql), so any write path, today's or a later one, and
 * any instance, moves it. Caches key what they keep by it: 'trade_log' covers quarters, positions,
 * transactions, sectors, position_sectors, tags and position_tags.
 */
export const dataVersions = pgTable('data_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/**
 * When a scheduled backup was last taken, by any instance: the one that holds the advisory lock reads
 * it to decide whether the interval has passed (src/server/backup/schedule.ts). One row, id 1.
 */
export const backupSchedule = pgTable(
  'backup_schedule',
  {
    id: integer('id').primaryKey(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'string' }),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'string' }),
    lastFile: text('last_file'),
    lastError: text('last_error'),
  },
  (t) => [check('backup_schedule_one_row', sql`${t.id} = 1`)],
);

/*
 * Fees (docs/decisions/019-fees-high-water-marks-period-close.md). A posted run keeps, per investor and
 * per lot, what it charged and the fee units it took; a lot's units and mark are replayed from the
 * records and these rows, so reversing the latest run (deleting its rows) restores both exactly.
 */
export const feeCrystallization = pgEnum('fee_crystallization', CRYSTALLIZATIONS);

/** The fund's fee terms: one row, id 1. */
export const feeTerms = pgTable(
  'fee_terms',
  {
    id: integer('id').primaryKey().default(1),
    managementFeePercent: numeric('management_fee_percent').notNull().default('0'),
    performanceFeePercent: numeric('performance_fee_percent').notNull().default('0'),
    crystallization: feeCrystallization('crystallization').notNull().default('quarterly'),
    updatedAt: updatedAt(),
  },
  (t) => [check('fee_terms_one_row', sql`${t.id} = 1`)],
);

/** An investor's own fee terms; a null field is the fund's. */
export const investorFeeTerms = pgTable('investor_fee_terms', {
  investorId: integer('investor_id')
    .primaryKey()
    .references(() => investors.id, { onDelete: 'cascade' }),
  managementFeePercent: numeric('management_fee_percent'),
  performanceFeePercent: numeric('performance_fee_percent'),
  crystallization: feeCrystallization('crystallization'),
  updatedAt: updatedAt(),
});

/** A posted fee run: one per quarter. */
export const feeRuns = pgTable('fee_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** 'Q3_2025'. */
  quarter: text('quarter').notNull().unique('fee_runs_quarter_unique'),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  navPerUnit: numeric('nav_per_unit').notNull(),
  managementFee: numeric('management_fee').notNull(),
  performanceFee: numeric('performance_fee').notNull(),
  totalFee: numeric('total_fee').notNull(),
  feeShares: numeric('fee_shares').notNull(),
  postedBy: text('posted_by').notNull(),
  createdAt: createdAt(),
});

/** What a run charged one investor, under which terms. */
export const feeRunInvestors = pgTable(
  'fee_run_investors',
  {
    feeRunId: integer('fee_run_id')
      .notNull()
      .references(() => feeRuns.id, { onDelete: 'cascade' }),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'restrict' }),
    managementFee: numeric('management_fee').notNull(),
    performanceFee: numeric('performance_fee').notNull(),
    totalFee: numeric('total_fee').notNull(),
    /** The units taken, a positive count. */
    feeShares: numeric('fee_shares').notNull(),
    managementFeePercent: numeric('management_fee_percent').notNull(),
    performanceFeePercent: numeric('performance_fee_percent').notNull(),
    crystallization: feeCrystallization('crystallization').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feeRunId, t.investorId] }),
    index('fee_run_investors_investor_idx').on(t.investorId),
  ],
);

/** What a run did to one lot: its units and mark before, its fees, its new mark and the units it gave. */
export const feeRunLots = pgTable(
  'fee_run_lots',
  {
    feeRunId: integer('fee_run_id')
      .notNull()
      .references(() => feeRuns.id, { onDelete: 'cascade' }),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'restrict' }),
    shares: numeric('shares').notNull(),
    highWaterMark: numeric('high_water_mark').notNull(),
    managementFee: numeric('management_fee').notNull(),
    performanceFee: numeric('performance_fee').notNull(),
    newHighWaterMark: numeric('new_high_water_mark').notNull(),
    feeShares: numeric('fee_shares').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feeRunId, t.investmentId] }),
    index('fee_run_lots_investor_idx').on(t.investorId),
    index('fee_run_lots_investment_idx').on(t.investmentId),
  ],
);

/*
 * Period close. Every quarter of the date range has a row (the migration adds them), so a write can
 * lock its quarter's row FOR SHARE inside its transaction and a close, which locks it FOR UPDATE,
 * waits for the writes under way and is waited for by the ones that follow.
 */
export const fundPeriods = pgTable('fund_periods', {
  /** 'Q3_2025'. */
  quarter: text('quarter').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
  closedBy: text('closed_by'),
  /** How many times it has been closed: the stored statements of each closing are kept apart. */
  closings: integer('closings').notNull().default(0),
});

/** The statement PDF of each investor, stored when the quarter closed; served as stored while closed. */
export const periodStatements = pgTable(
  'period_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quarter: text('quarter')
      .notNull()
      .references(() => fundPeriods.quarter, { onDelete: 'restrict' }),
    closing: integer('closing').notNull(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('period_statements_unique').on(t.quarter, t.closing, t.investorId)],
);

/** Section 1256 year-end prices per share, as quoted, entered by the administrator (decision 026). */
export const taxMarks = pgTable(
  'tax_marks',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    price: numeric('price').notNull(),
    enteredBy: text('entered_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'tax_marks_pk', columns: [t.positionId, t.year] })],
);

/** A year's tax figures as its Q4 close stored them: never updated; a later closing adds a row. */
export const taxYearFigures = pgTable(
  'tax_year_figures',
  {
    year: integer('year').notNull(),
    closing: integer('closing').notNull(),
    figures: jsonb('figures').notNull(),
    storedBy: text('stored_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'tax_year_figures_pk', columns: [t.year, t.closing] })],
);

/*
 * Notices (decision 027): one row per event and recipient (investor_id null: the administrator), shown
 * in the app; the e-mail of a notice is its outbox row, sent by src/server/notices/sender.ts.
 * `event_key` is unique, so an event written twice (a retried transaction, two instances) is one notice.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id').references(() => investors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    eventKey: text('event_key').notNull().unique('notices_event_key_unique'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('notices_recipient_idx').on(t.investorId, t.id)],
);

/** A notice's e-mail: queued, claimed ('sending', the attempt counted before the send), sent or failed. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noticeId: integer('notice_id')
      .notNull()
      .unique('outbox_messages_notice_unique')
      .references(() => notices.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    toName: text('to_name').notNull(),
    state: text('state')
      .$type<'queued' | 'sending' | 'sent' | 'failed' | 'skipped'>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    lastAnswer: text('last_answer'),
    /** The stable Message-ID's local part, chosen when the message is queued. */
    messageId: text('message_id').notNull().unique('outbox_messages_message_id_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.state, t.nextAttemptAt, t.id),
    check('outbox_messages_state', sql`${t.state} IN ('queued', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);

/** Who turned which kinds off ('investor:<id>' or 'admin'), and the administrator's own address. */
export const noticePreferences = pgTable('notice_preferences', {
  recipient: text('recipient').primaryKey(),
  investorId: integer('investor_id').references(() => investors.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<Record<string, boolean>>().notNull().default({}),
  email: text('email'),
  /** The capability in a message's one-click unsubscribe link: random, unguessable, one per recipient. */
  unsubscribeToken: text('unsubscribe_token').unique('notice_preferences_unsubscribe_token_unique'),
  updatedAt: updatedAt(),
});

export * from './import-schema';
