import { RANGE_PRESETS, type RangePreset } from '../../../../../domain/journal/ranges';
import type { RangeChoice } from './range-controls';

/*
 * The Analytics view keeps its range and tag in the address (?range=custom&from=...&to=...&tag=...),
 * as the Trade Log keeps its quarter: a reload, a link or a visit to another view and back shows the
 * same report.
 */

export const DEFAULT_PRESET: RangePreset = 'last-12-months';

const isPreset = (value: string | null): value is RangePreset =>
  value !== null && (RANGE_PRESETS as readonly string[]).includes(value);

export function choiceOf(params: URLSearchParams): RangeChoice {
  const range = params.get('range');
  const preset = isPreset(range) ? range : DEFAULT_PRESET;
  return {
    preset,
    from: preset === 'custom' ? (params.get('from') ?? '') : '',
    to: preset === 'custom' ? (params.get('to') ?? '') : '',
    tag: params.get('tag') ?? '',
  };
}

/** The address's parameters with the choice in them; the others (the quarter) are kept. */
export function withChoice(params: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to', 'tag']) next.delete(key);
  if (choice.preset !== DEFAULT_PRESET) next.set('range', choice.preset);
  if (choice.preset === 'custom') {
    if (choice.from !== '') next.set('from', choice.from);
    if (choice.to !== '') next.set('to', choice.to);
  }
  if (choice.tag !== '') next.set('tag', choice.tag);
  return next;
}
