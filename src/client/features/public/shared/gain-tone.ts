import { parsePercent } from '../../../../domain/amount';

/** 'gain' or 'loss' for a percentage (number or sheet text like '-3.2%'), null when flat or unreadable. */
export function gainTone(value: unknown): 'gain' | 'loss' | null {
  const percent = parsePercent(value);
  if (percent === null || percent === 0) return null;
  return percent > 0 ? 'gain' : 'loss';
}

/** The class that colours a figure by its sign; the sign itself always shows, so colour is never the only cue. */
export function toneClass(value: unknown): string {
  return `tone--${gainTone(value) ?? 'flat'}`;
}
