import { describe, expect, it } from 'vitest';
import { averageDown } from './averages';

describe('average down (requirements#tl-average)', () => {
  it.each<[string, string, string, string, string, string, string, string]>([
    // name, held, entry total, add qty, add price, quantity, entry total, average
    ['stock 10 at 150 plus 10 at 130', '10', '1500', '10', '130', '20', '2800', '140'],
    ['stock 3 at 10.01 plus 1 at 9', '3', '30.03', '1', '9', '4', '39.03', '9.7575'],
    [
      'stock average that does not divide evenly',
      '1',
      '10',
      '2',
      '10.01',
      '3',
      '30.02',
      '10.006666666666666667',
    ],
    ['theta STO 5 at 100 plus 5 at 60: average premium', '5', '500', '5', '60', '10', '800', '80'],
    ['option BTO 2 at 450 plus 1 at 300: average cost basis', '2', '900', '1', '300', '3', '1200', '400'],
  ])('%s', (_name, heldQuantity, entryTotal, addQuantity, addPrice, quantity, total, average) => {
    const result = averageDown({ heldQuantity, entryTotal, addQuantity, addPrice });
    expect(result.quantity.toFixed()).toBe(quantity);
    expect(result.entryTotal.toFixed()).toBe(total);
    expect(result.average.toFixed()).toBe(average);
  });
});
