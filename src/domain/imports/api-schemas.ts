import { z } from 'zod';
import { recordIdParam } from '../record-id';
import { IMPORT_FORMATS } from './execution';
import { ruledString, textRule } from '../text-input';
import { MAX_ACCOUNT_LENGTH, MAX_IMPORT_ROWS } from './limits';
import { PLAN_OUTCOMES } from './plan-types';

/*
 * What /api/imports answers and accepts. Shared by the server (validation, OpenAPI) and the import
 * screen, so both read one shape.
 */

export const IMPORT_STATUSES = ['PREVIEW', 'COMMITTED', 'UNDONE'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What may be done with a row that needs review. */
export const REVIEW_DECISIONS = ['LEAVE', 'SKIP'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** How the screen names a review decision. */
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  LEAVE: 'Leave out for now (a later import can bring it in)',
  SKIP: 'Skip for good (a later import treats it as imported)',
};

export const importIdParamsSchema = z.object({ id: recordIdParam('Import id') });

export const importRowSchema = z.object({
  rowNumber: z.number().int(),
  /** The books' wall clock (FUND_TIME_ZONE) 'YYYY-MM-DDTHH:mm:ss'. */
  tradeTime: z.string(),
  ticker: z.string(),
  /** 'Stock' or 'SPY 2025-10-17 640 P'. */
  instrument: z.string(),
  side: z.string().nullable(),
  effect: z.string(),
  event: z.string(),
  quantity: z.string(),
  pricePerShare: z.string(),
  fees: z.string(),
  outcome: z.enum(PLAN_OUTCOMES),
  reason: z.string().nullable(),
  notes: z.array(z.string()),
  rollId: z.string().nullable(),
  linkedRow: z.number().int().nullable(),
  raw: z.string(),
});
export type ImportRowView = z.infer<typeof importRowSchema>;

export const rollProposalSchema = z.object({
  id: z.string(),
  closeRow: z.number().int(),
  openRow: z.number().int(),
  ticker: z.string(),
  basis: z.enum(['SAME_ORDER', 'SAME_TIME', 'SAME_DAY']),
  confirmed: z.boolean(),
});

const countsSchema = z.record(z.enum(PLAN_OUTCOMES), z.number().int());

export const importSummarySchema = z.object({
  id: z.number().int(),
  format: z.enum(IMPORT_FORMATS),
  formatName: z.string(),
  filename: z.string(),
  account: z.string(),
  status: z.enum(IMPORT_STATUSES),
  actor: z.string(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Who undid it, as the audit log names them; null while it stands (and in a preview's answer). */
  undoneBy: z.string().nullable(),
  /** Executions read from the file. */
  rowCount: z.number().int(),
  counts: countsSchema.nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importViewSchema = importSummarySchema.extend({
  counts: countsSchema,
  rows: z.array(importRowSchema),
  rolls: z.array(rollProposalSchema),
  problems: z.array(z.object({ rowNumber: z.number().int(), reason: z.string(), raw: z.string() })),
  ignored: z.array(z.object({ rowNumber: z.number().int(), reason: z.string() })),
  warnings: z.array(z.string()),
  dataRows: z.number().int(),
});
export type ImportView = z.infer<typeof importViewSchema>;

/**
 * A past import as the list gives it: with why the books would refuse its undo now (null when they
 * would take it), in the words `DELETE /api/imports/{id}` answers, so the screen disables Undo with
 * the reason beside it instead of refusing after the confirm.
 */
export const importListItemSchema = importSummarySchema.extend({ undoRefusal: z.string().nullable() });
export type ImportListItem = z.infer<typeof importListItemSchema>;

export const importListSchema = z.object({ imports: z.array(importListItemSchema) });

/** Texts of the import API's refusals, shown as they are. */
export const IMPORT_API_MESSAGES = {
  notFound: 'Import not found',
  selectFile: 'Select a file to import',
  notPreview: 'This import has already been committed or undone',
  notCommitted: 'Only a committed import can be undone',
  alreadyUndone: 'This import has already been undone.',
  changedSince:
    'This import cannot be undone: positions it wrote have been changed since. Undo those changes first, or correct the positions by hand.',
  alreadyImported: 'Some of these rows were imported meanwhile; preview the file again.',
  rollId: 'A roll id is two row numbers joined by a dash',
  tooManyRolls: `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rolls can be confirmed`,
  tooManyDecisions: `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} review decisions can be sent`,
} as const;

const ROLL_ID = textRule('Roll id', 32);

export const commitImportSchema = z.object({
  confirmedRolls: z
    .array(ruledString(ROLL_ID).regex(/^\d+-\d+$/, { error: IMPORT_API_MESSAGES.rollId }))
    .max(MAX_IMPORT_ROWS, { error: IMPORT_API_MESSAGES.tooManyRolls })
    .default([])
    .describe("Ids of the proposed rolls to book as rolls ('{closeRow}-{openRow}')"),
  decisions: z
    .array(
      z.object({
        rowNumber: z.number().int().min(1).max(10_000_000),
        decision: z.enum(REVIEW_DECISIONS),
      }),
    )
    .max(MAX_IMPORT_ROWS, { error: IMPORT_API_MESSAGES.tooManyDecisions })
    .default([])
    .describe(
      'One per row that needs review: LEAVE (not imported; a later import can bring it in) or SKIP (recorded as imported without changing the books)',
    ),
});
export type CommitImport = z.infer<typeof commitImportSchema>;

/** "Row 12 needs a decision (leave out or skip)". */
export function decisionMissingMessage(rowNumber: number): string {
  return `Row ${rowNumber} needs review: choose to leave it out or skip it`;
}

/** "Roll 3-4 is not one the preview proposes". */
export function unknownRollMessage(id: string): string {
  return `Roll ${id} is not one this import proposes`;
}

/** The upload form's text fields (the file travels beside them). */
export const importUploadFieldsSchema = z.object({
  format: ruledString(textRule('Format', 20))
    .optional()
    .describe('tastytrade, ibkr, schwab or template; detected by the header when left out'),
  account: ruledString(textRule('Account', MAX_ACCOUNT_LENGTH))
    .optional()
    .describe('The account, used where the file names none'),
});
