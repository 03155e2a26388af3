import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  boldSegments,
  formatTradeDay,
  money,
  positionKind,
  positionLabel,
  signedMoney,
  toneClass,
} from './display';
import { samplePositions } from './sample-positions';

const [aapl, , , , msft, , spy] = samplePositions('Q3 2025');

describe('position labels', () => {
  it('contract description for theta and option, ticker for stock', () => {
    expect(positionLabel(aapl!)).toBe('AAPL 09/19/2025 210P');
    expect(positionLabel(spy!)).toBe('SPY 12/19/2025 600C');
    expect(positionLabel(msft!)).toBe('MSFT');
    expect([positionKind(aapl!), positionKind(spy!), positionKind(msft!)]).toEqual([
      'Theta · STO',
      'Option · BTO',
      'Stock',
    ]);
  });
});

describe('dates', () => {
  it.each<[string | null, string]>([
    ['2025-09-30T09:00:00', 'Sep 30, 2025'],
    ['2026-01-02T00:00:00', 'Jan 2, 2026'],
    [null, '—'],
  ])('trade day %s', (value, expected) => expect(formatTradeDay(value)).toBe(expected));
});

describe('money with 3 decimals', () => {
  it.each<[number | Decimal | null, string, string, string]>([
    [1234.5678, '$1,234.568', '+$1,234.568', 'tone--gain'],
    [-120.5, '-$120.500', '-$120.500', 'tone--loss'],
    [0, '$0.000', '$0.000', ''],
    [-0.0001, '$0.000', '$0.000', ''],
    [new Decimal('385.25'), '$385.250', '+$385.250', 'tone--gain'],
    [null, '—', '—', ''],
  ])('%s', (value, plain, signed, tone) => {
    expect(money(value)).toBe(plain);
    expect(signedMoney(value)).toBe(signed);
    expect(toneClass(value)).toBe(tone);
  });
});

describe('comments with **bold** marks', () => {
  it('reads the roll note', () => {
    expect(boldSegments('Rolled from **AAPL 12/19/2025 190P** carrying over +300.00')).toEqual([
      { text: 'Rolled from ', bold: false },
      { text: 'AAPL 12/19/2025 190P', bold: true },
      { text: ' carrying over +300.00', bold: false },
    ]);
  });

  it('keeps an unpaired mark as written', () => {
    expect(boldSegments('2**3 is 8')).toEqual([{ text: '2**3 is 8', bold: false }]);
  });
});
