import type Decimal from 'decimal.js';
import { formatDate, formatDollars3, formatNumber } from '../../../../domain/format';
import type { PositionItem } from '../../../../domain/positions/responses';
import { contractDescription } from '../../../../domain/positions/roll';

/** What a blank figure shows. */
export const NO_FIGURE = '—';

/** 'AAPL 12/19/2025 190P' for theta and option positions with their terms; the ticker otherwise. */
export function positionLabel(position: PositionItem): string {
  if (position.type === 'STOCK') return position.ticker;
  const { expirationDate, strike, optionType } = position;
  if (expirationDate === null || strike === null || optionType === null) return position.ticker;
  return contractDescription({ ticker: position.ticker, expirationDate, strike, optionType });
}

/** 'Theta · STO', 'Option · BTO', 'Stock'. */
export function positionKind(position: PositionItem): string {
  if (position.type === 'STOCK') return 'Stock';
  const kind = position.type === 'THETA' ? 'Theta' : 'Option';
  return position.action ? `${kind} · ${position.action}` : kind;
}

/** A stored wall-clock timestamp's day, as every date on screen reads: 'Sep 30, 2025'. */
export function formatTradeDay(timestamp: string | null): string {
  return timestamp === null ? NO_FIGURE : formatDate(timestamp);
}

type FigureValue = number | Decimal | null | undefined;

const toNumber = (value: FigureValue): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.toNumber();

/** '$1,234.568' and '-$1,234.568' (money with the Reports area's 3 decimals), or '—'. */
export function money(value: FigureValue): string {
  const number = toNumber(value);
  return number === null || !Number.isFinite(number) ? NO_FIGURE : formatDollars3(number);
}

/** '+$300.000', '-$120.500', '$0.000': P&L always shows its sign, so colour is never the only cue. */
export function signedMoney(value: FigureValue): string {
  const number = toNumber(value);
  const text = money(number);
  if (number === null || text === NO_FIGURE || text === money(0) || text.startsWith('-')) return text;
  return `+${text}`;
}

/** The colour class of a P&L figure. */
export function toneClass(value: FigureValue): string {
  const number = toNumber(value);
  // A figure that rounds to nothing is flat, as its text shows.
  if (number === null || money(number) === money(0)) return '';
  return number > 0 ? 'tone--gain' : 'tone--loss';
}

/** Shares and contracts: '1,500', '2.5'. */
export function quantityText(value: number | null): string {
  return value === null ? NO_FIGURE : formatNumber(value);
}

/**
 * Comments with the roll note's '**bold**' marks read as bold: ['Rolled from ', 'AAPL ...', ' carrying
 * over +300.00'] with every odd segment bold. An unpaired '**' stays as written.
 */
export function boldSegments(text: string): { text: string; bold: boolean }[] {
  const parts = text.split('**');
  if (parts.length % 2 === 0) return [{ text, bold: false }];
  return parts
    .map((part, index) => ({ text: part, bold: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
