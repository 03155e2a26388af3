import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { entryTotalOf, previewClosePnl, splitClose, type EntryFigures } from './pnl';
import type { Direction } from './units';

describe('realized P&L of closing q units (requirements#tl-pnl)', () => {
  it.each<[string, Direction, string, string, number, string]>([
    // name, direction, entry per unit, close value, q, P&L
    ['theta STO full close 5 of 5 at a profit', 'short', '100', '30', 5, '350'],
    ['theta STO partial close 2 of 5', 'short', '100', '30', 2, '140'],
    ['theta STO bought back above the premium', 'short', '100', '130.5', 3, '-91.5'],
    ['theta STO expired worthless', 'short', '100', '0', 5, '500'],
    ['theta BTO sold higher', 'long', '80', '125', 2, '90'],
    ['option BTO sold lower', 'long', '450', '300', 2, '-300'],
    ['option STO bought back lower', 'short', '450', '300', 2, '300'],
    ['stock sold 4 of 10 shares at a gain', 'long', '150.25', '160.75', 4, '42'],
    ['stock sold at a loss with cents', 'long', '10.01', '9.99', 3, '-0.06'],
  ])('%s', (_name, direction, entry, close, quantity, expected) => {
    const entryTotal = new Decimal(entry).times(quantity);
    const split = splitClose({ direction, held: quantity, entryTotal, quantity, closeValue: close });
    expect(split.netProfit.toFixed()).toBe(expected);
  });
});

describe('splitClose: partial closes add up to the full close', () => {
  it.each<[string, Direction, string, string, string, string, string, string, string]>([
    // name, direction, held, entry total, q, close, P&L, remaining qty, remaining entry
    ['theta STO partial close 2 of 5', 'short', '5', '500', '2', '30', '140', '3', '300'],
    ['theta STO close of the remaining 3', 'short', '3', '300', '3', '10', '270', '0', '0'],
    [
      'theta STO 1 of 3 with an uneven premium',
      'short',
      '3',
      '100',
      '1',
      '0',
      '33.333333333333333333',
      '2',
      '66.666666666666666667',
    ],
    [
      'theta STO the other 2 of that premium',
      'short',
      '2',
      '66.666666666666666667',
      '2',
      '0',
      '66.666666666666666667',
      '0',
      '0',
    ],
    ['option BTO partial close 1 of 4', 'long', '4', '1800', '1', '500', '50', '3', '1350'],
    ['stock SELL 4 of 10 shares', 'long', '10', '1502.5', '4', '160.75', '42', '6', '901.5'],
  ])(
    '%s',
    (_name, direction, held, entryTotal, quantity, closeValue, pnl, remainingQuantity, remainingEntry) => {
      const split = splitClose({ direction, held, entryTotal, quantity, closeValue });
      expect(split.netProfit.toFixed()).toBe(pnl);
      expect(split.remainingQuantity.toFixed()).toBe(remainingQuantity);
      expect(split.remainingEntry.toFixed()).toBe(remainingEntry);
      expect(split.full).toBe(remainingQuantity === '0');
    },
  );

  it('theta STO 5 contracts closed 1 + 2 + 2 make exactly the one-close P&L', () => {
    let held = new Decimal(5);
    let entryTotal = new Decimal('333.33');
    let sum = new Decimal(0);
    for (const quantity of [1, 2, 2]) {
      const split = splitClose({ direction: 'short', held, entryTotal, quantity, closeValue: '10' });
      sum = sum.plus(split.netProfit);
      held = split.remainingQuantity;
      entryTotal = split.remainingEntry;
    }
    const once = splitClose({
      direction: 'short',
      held: 5,
      entryTotal: '333.33',
      quantity: 5,
      closeValue: '10',
    });
    expect(sum.toFixed()).toBe('283.33');
    expect(once.netProfit.toFixed()).toBe('283.33');
  });
});

describe('entry total', () => {
  it.each<[string, EntryFigures, string | null]>([
    ['theta netPremium', { type: 'THETA', totalContracts: 5, premium: '100', netPremium: '500' }, '500'],
    [
      'theta premium x contracts without netPremium',
      { type: 'THETA', totalContracts: 5, premium: '100' },
      '500',
    ],
    ['option totalCost', { type: 'OPTION', contracts: 2, costBasis: '450', totalCost: '900' }, '900'],
    [
      'option costBasis x contracts without totalCost',
      { type: 'OPTION', contracts: 2, costBasis: '450' },
      '900',
    ],
    [
      'stock avgPrice x shares without totalCost',
      { type: 'STOCK', numberShares: 10, avgPrice: '150.25' },
      '1502.5',
    ],
    ['nothing to go on', { type: 'STOCK' }, null],
  ])('%s', (_name, position, expected) => {
    expect(entryTotalOf(position)?.toFixed() ?? null).toBe(expected);
  });
});

describe('close modal P&L preview (requirements#tl-close)', () => {
  const thetaSto: EntryFigures = {
    type: 'THETA',
    action: 'STO',
    totalContracts: 5,
    premium: '100',
    netPremium: '500',
  };
  const thetaBto: EntryFigures = {
    type: 'THETA',
    action: 'BTO',
    totalContracts: 5,
    premium: '100',
    netPremium: '500',
  };
  const optionBto: EntryFigures = {
    type: 'OPTION',
    action: 'BTO',
    contracts: 2,
    costBasis: '450',
    totalCost: '900',
  };
  const optionSto: EntryFigures = {
    type: 'OPTION',
    action: 'STO',
    contracts: 2,
    costBasis: '450',
    totalCost: '900',
  };
  const stock: EntryFigures = { type: 'STOCK', numberShares: '10', avgPrice: '150.25', totalCost: '1502.5' };

  it.each<[string, EntryFigures, unknown, unknown, string | null]>([
    ['stock: proceeds minus average cost', stock, 4, '160.75', '42'],
    ['stock all shares at a loss', stock, '10', 140, '-102.5'],
    ['theta STO: premium received minus close cost', thetaSto, 5, 30, '350'],
    ['theta STO partial close 2 of 5', thetaSto, 2, '30', '140'],
    ['theta BTO: the reverse', thetaBto, 2, '30', '-140'],
    ['option BTO: proceeds minus cost', optionBto, 2, '600', '300'],
    ['option STO: the reverse', optionSto, 2, '600', '-300'],
    ['no preview for a zero close value', thetaSto, 5, 0, null],
    ['no preview for a blank close value', thetaSto, 5, '', null],
    ['no preview while typing a close value', thetaSto, 5, 'abc', null],
    ['no preview for zero quantity', thetaSto, 0, 30, null],
    ['no preview above the quantity held', thetaSto, 6, 30, null],
  ])('%s', (_name, position, quantity, closeValue, expected) => {
    expect(previewClosePnl(position, quantity as string, closeValue as string)?.toFixed() ?? null).toBe(
      expected,
    );
  });
});
