import { journalQuerySchema } from '../../../../../domain/journal/api-schemas';
import { presetRange } from '../../../../../domain/journal/ranges';
import type { JournalFilter } from '../../../../../domain/journal/trades';
import type { RangeChoice } from './range-controls';

/**
 * The filter the Analytics view asks for, or the API's own words for why the typed dates cannot be
 * asked for (checked with the route's query schema, so the view says what the server would).
 */
export function filterOf(
  choice: RangeChoice,
  today: string,
): { filter: JournalFilter; problem: null } | { filter: null; problem: string } {
  const tag = choice.tag === '' ? null : choice.tag;
  const preset = presetRange(choice.preset, today);
  if (preset !== null) return { filter: { range: preset, tag }, problem: null };
  const query = {
    ...(choice.from === '' ? {} : { from: choice.from }),
    ...(choice.to === '' ? {} : { to: choice.to }),
  };
  const checked = journalQuerySchema.safeParse(query);
  if (!checked.success) return { filter: null, problem: checked.error.issues[0]?.message ?? '' };
  return { filter: { range: { from: query.from ?? null, to: query.to ?? null }, tag }, problem: null };
}
