import { z } from 'zod';
import { formatDate } from '../format';
import { parseQuarter, previousQuarter, quarterLabel, quarterLastDay } from '../quarters';

/*
 * The books' NAV per unit for a day as the API answers it, and the words that name where it came from
 * (issue 31, decision 029): every NAV field starts at it, and says so.
 */

export const BOOKS_NAV_SOURCES = ['record', 'fee_run', 'nav_history'] as const;
export type BooksNavSource = (typeof BOOKS_NAV_SOURCES)[number];

export const booksNavSchema = z.object({
  navPerUnit: z.number(),
  date: z.string().describe("'YYYY-MM-DD': the day the books recorded it for"),
  source: z
    .enum(BOOKS_NAV_SOURCES)
    .describe("'record' (an investment record's NAV at entry), 'fee_run' (a posted run's) or 'nav_history'"),
});
export type BooksNavAnswer = z.infer<typeof booksNavSchema>;

/** `GET /api/books-nav?day=YYYY-MM-DD`: the books' NAV for the day, null while they hold none by then. */
export const booksNavQuerySchema = z.object({
  day: z.iso
    .date({ error: 'Please give the day as YYYY-MM-DD' })
    .max(10, { error: 'Please give the day as YYYY-MM-DD' }),
});
export const booksNavResponseSchema = z.object({ booksNav: booksNavSchema.nullable() });
export type BooksNavResponse = z.infer<typeof booksNavResponseSchema>;

const SOURCE_TEXT: Record<BooksNavSource, string> = {
  record: 'an investment record',
  fee_run: 'a posted fee run',
  nav_history: 'the NAV history',
};

/** 'NAV at Sep 30, 2026 from the NAV history'. */
export function booksNavNote(nav: Pick<BooksNavAnswer, 'date' | 'source'>): string {
  return `NAV at ${formatDate(nav.date)} from ${SOURCE_TEXT[nav.source]}`;
}

/**
 * What a quarterly row of the NAV history is, beside its quarter: 'Start (Q3 2026 end, Sep 30, 2026)'.
 * A quarter's start NAV is the one before's end NAV; the books date it on that day.
 */
export function navHistoryRowNote(key: string): string {
  const quarter = parseQuarter(key);
  if (quarter === null) return '';
  const before = previousQuarter(quarter);
  return `Start (${quarterLabel(before)} end, ${formatDate(quarterLastDay(before))})`;
}
