import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES, isClosingType, realizedBy, type TransactionType } from './transaction-types';

describe('isClosingType', () => {
  it.each<[TransactionType, boolean]>([
    ['OPEN', false],
    ['BUY', false],
    ['CLOSE', true],
    ['PARTIAL_CLOSE', true],
    ['ROLL_CLOSE', true],
    ['EXPIRE', true],
    ['SELL', true],
  ])('%s realizes P&L: %s', (type, closing) => {
    expect(isClosingType(type)).toBe(closing);
  });

  it('covers every transaction type', () => {
    expect(TRANSACTION_TYPES).toHaveLength(7);
  });
});

describe('realizedBy', () => {
  it.each<[string, { type: TransactionType; netProfit: string | number | null }[], string | null]>([
    ['nothing closed', [{ type: 'OPEN', netProfit: null }], null],
    ['an opening trade with a figure does not count', [{ type: 'OPEN', netProfit: 50 }], null],
    ['a close at break-even', [{ type: 'CLOSE', netProfit: 0 }], '0'],
    [
      'closes of every kind, exactly',
      [
        { type: 'PARTIAL_CLOSE', netProfit: '0.1' },
        { type: 'ROLL_CLOSE', netProfit: '0.2' },
        { type: 'EXPIRE', netProfit: -1 },
        { type: 'SELL', netProfit: null },
        { type: 'BUY', netProfit: 7 },
      ],
      '-0.7',
    ],
  ])('%s', (_name, transactions, expected) => {
    expect(realizedBy(transactions)?.toString() ?? null).toBe(expected);
  });
});
