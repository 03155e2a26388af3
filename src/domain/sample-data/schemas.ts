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
});
export type SampleDataState = z.infer<typeof sampleDataStateSchema>;

/** DELETE /api/sample-data: what was removed. */
export const sampleDataRemovedSchema = z.object({ removed: sampleCountsSchema });

/** The banner and its action (docs/requirements.md#ops-sample). */
export const SAMPLE_DATA_TEXT = {
  banner: 'Sample data is shown',
  body: 'These books hold the sample fund (an investor and trades marked as sample), added when the database was new. Remove it before you enter the fund’s real records.',
  remove: 'Remove sample data',
  confirmTitle: 'Remove sample data?',
  confirmBody:
    'This deletes the sample investor, the sample trades and their documents. Records you entered yourself stay.',
  removed: 'Sample data removed.',
} as const;
