import Decimal from 'decimal.js';
import { formatNumber } from '../../../../../domain/format';
import { formatPercentPlain, formatPnl, NO_FIGURE, pnlTone } from '../../../../../domain/realized/format-pnl';

/*
 * The journal's figures (JSON numbers, already rounded by the server) in the calendar's words:
 * '+$1,234.50', '-$12.00', '66.67%', '—' where a figure is undefined.
 */

export const pnlText = (value: number | null): string =>
  value === null ? NO_FIGURE : formatPnl(new Decimal(value));

export const toneOf = (value: number | null): 'gain' | 'loss' | 'flat' =>
  pnlTone(value === null ? null : new Decimal(value));

export const percentText = (value: number | null): string =>
  formatPercentPlain(value === null ? null : new Decimal(value), 2);

export const plainText = (value: number | null): string => (value === null ? NO_FIGURE : formatNumber(value));

export const daysText = (value: number | null): string =>
  value === null ? NO_FIGURE : `${formatNumber(value)} ${value === 1 ? 'day' : 'days'}`;

export const tradesText = (count: number): string => `${count} ${count === 1 ? 'trade' : 'trades'}`;
