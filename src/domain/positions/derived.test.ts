import { describe, expect, it } from 'vitest';
import { derivedAvgPrice, derivedFigures, derivedQuantity, pickValue, type PositionFigures } from './derived';
import { decimalOrNull } from './units';

const text = (value: { toFixed(): string } | null) => (value === null ? null : value.toFixed());

describe('derived reads (requirements#tl-derived)', () => {
  it.each<[string, PositionFigures, string | null, string | null, string | null]>([
    // name, position, quantity, avgPrice, value
    [
      'theta from totalContracts and netPremium',
      { type: 'THETA', totalContracts: 5, netPremium: '500' },
      '5',
      '100',
      '500',
    ],
    [
      'theta from contracts when totalContracts is missing',
      { type: 'THETA', contracts: '4', netPremium: '250' },
      '4',
      '62.5',
      '250',
    ],
    [
      'theta avg that does not divide evenly',
      { type: 'THETA', totalContracts: 3, netPremium: '100' },
      '3',
      '33.333333333333333333',
      '100',
    ],
    [
      'theta with an explicit quantity',
      { type: 'THETA', quantity: 2, totalContracts: 5, netPremium: '500' },
      '2',
      '250',
      '500',
    ],
    [
      'theta avgPrice wins over netPremium / quantity',
      { type: 'THETA', totalContracts: 5, netPremium: '500', avgPrice: '99' },
      '5',
      '99',
      '500',
    ],
    [
      'theta totalValue wins over netPremium',
      { type: 'THETA', totalContracts: 5, netPremium: '500', totalValue: '420' },
      '5',
      '100',
      '420',
    ],
    ['theta without contracts has no average', { type: 'THETA', netPremium: '500' }, null, null, '500'],
    [
      'theta with zero contracts has no average',
      { type: 'THETA', totalContracts: 0, netPremium: '500' },
      '0',
      null,
      '500',
    ],
    [
      'stock from numberShares and costBasis',
      { type: 'STOCK', numberShares: '10', costBasis: '150.25', totalCost: '1502.5' },
      '10',
      '150.25',
      '1502.5',
    ],
    [
      'stock from shares when numberShares is missing',
      { type: 'STOCK', shares: 7, costBasis: 20, totalCost: 140 },
      '7',
      '20',
      '140',
    ],
    [
      'stock avgPrice wins over costBasis',
      { type: 'STOCK', numberShares: 10, avgPrice: '12.5', costBasis: '11', totalCost: '125' },
      '10',
      '12.5',
      '125',
    ],
    [
      'stock totalValue wins over totalCost',
      { type: 'STOCK', numberShares: 10, costBasis: 10, totalCost: 100, totalValue: '130' },
      '10',
      '10',
      '130',
    ],
    [
      'option from contracts and costBasis',
      { type: 'OPTION', contracts: 2, costBasis: '450', totalCost: '900' },
      '2',
      '450',
      '900',
    ],
    [
      'option ignores totalContracts',
      { type: 'OPTION', totalContracts: 9, contracts: 2, costBasis: '450', totalCost: '900' },
      '2',
      '450',
      '900',
    ],
    [
      'empty strings read as missing',
      {
        type: 'OPTION',
        quantity: '',
        contracts: 2,
        avgPrice: '',
        costBasis: '1',
        totalValue: '',
        totalCost: '2',
      },
      '2',
      '1',
      '2',
    ],
  ])('%s', (_name, position, quantity, avgPrice, value) => {
    expect(text(derivedQuantity(position))).toBe(quantity);
    expect(text(derivedAvgPrice(position))).toBe(avgPrice);
    expect(text(decimalOrNull(pickValue(position)))).toBe(value);
    expect(derivedFigures(position)).toEqual({
      quantity: quantity === null ? null : Number(quantity),
      avgPrice: avgPrice === null ? null : Number(avgPrice),
      value: value === null ? null : Number(value),
    });
  });
});
