import { z } from 'zod';

/** Rows of the sample fund still in the books, per kind. */
export const sampleCountsSchema = z.object({
  investors: z.number().int(),
  investments: z.number().int(),
  documents: z.number().int(),
  positions: z.number().int(),
  transactions: z.number().int(),
  quarters: z.number().int(),
});

/** GET /api/sample-data. */
export const sampleDataStateSchema = z.object({
  present: z.boolean().describe('Whether any sample row is in the books: the Reports area shows its banner'),
  counts: sampleCountsSchema,
  blockers: z
    .array(z.string())
    .describe(
      'What keeps the sample data from being removed now, each with what to do; empty when it can go',
    ),
});
export type SampleDataState = z.infer<typeof sampleDataStateSchema>;

/** DELETE /api/sample-data: what was removed. */
export const sampleDataRemovedSchema = z.object({ removed: sampleCountsSchema });

/** DELETE /api/sample-data refused (409): what blocks it, each with what to do. */
export const sampleDataBlockedSchema = z.object({
  error: z.string(),
  blockers: z.array(z.string()),
});

/** 409's text: 'Sample data cannot be removed yet: …'. */
export const SAMPLE_DATA_BLOCKED = 'The sample data cannot be removed yet.';

/** A closed quarter holds sample records (a close keeps its records as they are). */
export function sampleInClosedQuarters(labels: readonly string[]): string {
  return `${labels.join(', ')} ${labels.length === 1 ? 'is' : 'are'} closed and ${labels.length === 1 ? 'holds' : 'hold'} sample records: reopen ${labels.length === 1 ? 'it' : 'them, newest first,'} on Fees & Close.`;
}

/** A posted fee run charged (or covers) sample records. */
export function sampleUnderFeeRuns(labels: readonly string[]): string {
  return `The fee run${labels.length === 1 ? '' : 's'} of ${labels.join(', ')} ${labels.length === 1 ? 'covers' : 'cover'} sample records: reverse ${labels.length === 1 ? 'it' : 'them, newest first,'} on Fees & Close.`;
}

/** Records of the administrator's hang on sample rows in a way the removal cannot undo alone. */
export const SAMPLE_ROWS_IN_USE =
  'Records you entered refer to sample rows (a fee run, an approved request or an import booked onto a sample trade). Reverse or undo them first, or keep the sample data.';

/** The banner and its action (docs/requirements.md#ops-sample). */
export const SAMPLE_DATA_TEXT = {
  banner: 'Sample data is shown',
  body: 'These books hold the sample fund (an investor and trades marked as sample), added when the database was new. Remove it before you enter the fund’s real records.',
  short: 'These books hold the sample fund, marked as sample.',
  details: 'Details',
  blockedTitle: 'Before the sample data can be removed:',
  remove: 'Remove sample data',
  confirmTitle: 'Remove sample data?',
  confirmBody:
    'This deletes the sample investor, the sample trades and their documents. Records you entered yourself stay.',
  removed: 'Sample data removed.',
} as const;
