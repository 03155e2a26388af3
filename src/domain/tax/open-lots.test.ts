import { describe, expect, it } from 'vitest';
import { openLots } from './open-lots';

const lot = (ticker: string, acquired: string, remaining: string, basis: string) => ({
  ticker,
  acquired,
  remaining,
  basis,
});

describe('open lots', () => {
  it.each([
    ['100 shares for $1,050.00 (a washed loss added)', lot('KO', '2025-03-10', '100', '1050.00'), '10.5'],
    ['30 shares left of a lot, $451.11 of basis', lot('KO', '2025-01-02', '30', '451.11'), '15.037'],
    [
      '3 shares for $10.00: a third of a dollar, unrounded',
      lot('X', '2025-01-02', '3', '10.00'),
      '3.3333333333333333333',
    ],
    ['2 contracts written for $700.00', lot('SPX', '2025-12-01', '2', '700.00'), '350'],
  ])('%s cost %s a unit', (_, open, perUnit) => {
    expect(openLots([open])[0]?.perUnit).toBe(perUnit);
  });

  it('leaves out the lots sold in full and lists the rest oldest first', () => {
    const lots = [
      lot('MSFT', '2025-05-01', '10', '4000.00'),
      lot('KO', '2025-02-03', '0', '0.00'),
      lot('AAPL', '2025-05-01', '5', '900.00'),
      lot('KO', '2025-03-10', '100', '1050.00'),
    ];
    expect(openLots(lots).map((open) => [open.ticker, open.acquired])).toEqual([
      ['KO', '2025-03-10'],
      ['AAPL', '2025-05-01'],
      ['MSFT', '2025-05-01'],
    ]);
  });
});
