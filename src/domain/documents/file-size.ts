import { roundHalfUp } from '../rounding';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/**
 * '0 Bytes', '512 Bytes', '1 KB', '1.5 MB', '2.35 GB': base 1024, at most 2 decimals (half up),
 * trailing zeros dropped. A size that rounds up to 1024 of a unit is shown in the next unit
 * ('1 MB', not '1024 KB'); GB is the largest unit. Anything that is not a size reads '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const last = UNITS.length - 1;
  let unit = 0;
  while (unit < last && bytes >= BASE ** (unit + 1)) unit += 1;
  let value = roundHalfUp(bytes / BASE ** unit, 2);
  if (value >= BASE && unit < last) {
    unit += 1;
    value = roundHalfUp(bytes / BASE ** unit, 2);
  }
  return `${value} ${UNITS[unit]}`;
}
