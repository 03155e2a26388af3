import { describe, expect, it } from 'vitest';
import { editedTradeDate, previewAverageDown, previewRoll, type RollablePosition } from './form-previews';
import type { EntryFigures } from './pnl';
import type { MaybeAmount } from './units';

const stock10at150: EntryFigures = { type: 'STOCK', numberShares: 10, avgPrice: 150, totalCost: 1500 };
const theta5at100: EntryFigures = {
  type: 'THETA',
  action: 'STO',
  totalContracts: 5,
  premium: 100,
  netPremium: 500,
};
const option2at450: EntryFigures = {
  type: 'OPTION',
  action: 'BTO',
  contracts: 2,
  costBasis: 450,
  totalCost: 900,
};

describe('average down preview', () => {
  it.each<[string, EntryFigures, MaybeAmount, MaybeAmount, string | null, string | null]>([
    // name, position, add quantity, add price, new quantity, new average
    ['stock 10 at 150 plus 10 at 130', stock10at150, '10', '130', '20', '140'],
    ['theta 5 at 100 plus 5 at 60', theta5at100, '5', '60', '10', '80'],
    ['option 2 at 450 plus 1 at 300', option2at450, 1, 300, '3', '400'],
    ['blank quantity: no preview', stock10at150, '', '130', null, null],
    ['half-typed price "1." reads as 1', stock10at150, '10', '1.', '20', '75.5'],
    ['zero price: no preview', stock10at150, '10', '0', null, null],
    ['fractional shares: no preview', stock10at150, '1.5', '130', null, null],
    ['not a number: no preview', stock10at150, 'abc', '130', null, null],
  ])('%s', (_name, position, quantity, price, expectedQuantity, expectedAverage) => {
    const result = previewAverageDown(position, quantity, price);
    expect(result?.quantity.toFixed() ?? null).toBe(expectedQuantity);
    expect(result?.average.toFixed() ?? null).toBe(expectedAverage);
  });
});

const rollableTheta: RollablePosition = {
  ...theta5at100,
  ticker: 'AAPL',
  expirationDate: '12/19/2025',
  strike: 190,
  optionType: 'P',
};
const rollableOption: RollablePosition = {
  ...option2at450,
  ticker: 'SPY',
  expirationDate: '01/16/2026',
  strike: 582.5,
  optionType: 'C',
};

describe('roll preview: the carry text and the roll net before saving', () => {
  it.each<
    [
      string,
      RollablePosition,
      MaybeAmount,
      string,
      MaybeAmount,
      MaybeAmount,
      string | null,
      string | null,
      string | null,
    ]
  >([
    // name, position, close value, new action, new contracts, new premium, carry, carry text, net
    [
      'theta STO rolled at a profit for a credit',
      rollableTheta,
      '30',
      '',
      '',
      '120',
      '350',
      'Rolled from **AAPL 12/19/2025 190P** carrying over +350.00',
      'credit 450',
    ],
    [
      'theta STO rolled at a loss for a debit',
      rollableTheta,
      '120.5',
      'STO',
      '5',
      '100',
      '-102.5',
      'Rolled from **AAPL 12/19/2025 190P** carrying over -102.50',
      'debit -102.5',
    ],
    [
      'option BTO sold and bought again: carry is sale minus cost',
      rollableOption,
      '500',
      '',
      '2',
      '600',
      '100',
      'Rolled from **SPY 01/16/2026 582.5C** carrying over +100.00',
      'debit -200',
    ],
    ['no close value yet: nothing', rollableTheta, '', '', '', '120', null, null, null],
    [
      'close value but no premium yet: carry only',
      rollableTheta,
      '0',
      '',
      '',
      '',
      '500',
      'Rolled from **AAPL 12/19/2025 190P** carrying over +500.00',
      null,
    ],
  ])('%s', (_name, position, closeValue, newAction, newContracts, newPremium, carry, carryText, net) => {
    const preview = previewRoll(position, { closeValue, newAction, newContracts, newPremium });
    expect(preview.carry?.toFixed() ?? null).toBe(carry);
    expect(preview.carryText).toBe(carryText);
    expect(preview.net ? `${preview.net.kind} ${preview.net.amount.toFixed()}` : null).toBe(net);
  });

  it('an old row without contract terms still previews the money', () => {
    const preview = previewRoll(
      { ...theta5at100, ticker: 'AAPL', expirationDate: null },
      { closeValue: '30', newAction: null, newContracts: '', newPremium: '100' },
    );
    expect(preview.carry?.toFixed()).toBe('350');
    expect(preview.carryText).toBeNull();
    expect(preview.net?.kind).toBe('credit');
  });
});

describe('edited trade dates keep their stored time when the day is unchanged', () => {
  it.each<[string | null, string, string]>([
    ['2025-07-01T09:00:00', '2025-07-01', '2025-07-01T09:00:00'],
    ['2025-07-01T09:00:00', '2025-07-02', '2025-07-02'],
    [null, '2025-07-02', '2025-07-02'],
  ])('%s edited to %s', (stored, day, expected) => {
    expect(editedTradeDate(stored, day)).toBe(expected);
  });
});
