import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { averageDownContractsSchema, averageDownSharesSchema } from './average-down';
import { checkCloseQuantity, closeContractsSchema, closeSharesSchema } from './close-position';
import { checkEditCloseDate, editOptionSchema, editStockSchema, editThetaSchema } from './edit-position';
import { rollPositionSchema } from './roll-position';
import { firstMessage } from '../../../../test/support/payload-messages';

describe('Close Position (requirements#tl-close)', () => {
  const close = { id: 7, closeValue: '1.25', contracts: 2, comments: ' done ', closeDate: '2025-08-01' };

  it.each<[string, Record<string, unknown>, string]>([
    ['no close value', { ...close, closeValue: '' }, 'Please enter the close value'],
    ['missing close value', { ...close, closeValue: undefined }, 'Please enter the close value'],
    ['negative close value', { ...close, closeValue: -1 }, 'Please enter a valid close value'],
    ['text close value', { ...close, closeValue: 'abc' }, 'Please enter a valid close value'],
    ['bad close date', { ...close, closeDate: '08/01/2025' }, 'Please enter the date as YYYY-MM-DD'],
    ['no id', { ...close, id: undefined }, 'Please choose a position'],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(closeContractsSchema, input)).toBe(message);
  });

  it('keeps the partial quantity as sent, for the check against what is held', () => {
    expect(closeContractsSchema.parse(close)).toEqual({
      id: 7,
      closeValue: '1.25',
      quantity: 2,
      comments: 'done',
      closeDate: { day: '2025-08-01', time: null, zoned: false },
      outcome: 'closed',
    });
    expect(closeSharesSchema.parse({ id: '3', closeValue: 0, shares: '4' })).toMatchObject({
      id: 3,
      closeValue: '0',
      quantity: '4',
      closeDate: null,
    });
  });

  it.each<[string, unknown, number, string | null, string | null]>([
    // name, quantity sent, held, quantity closed, message
    ['nothing sent closes everything', undefined, 5, '5', null],
    ['blank closes everything', '', 5, '5', null],
    ['equal to held is a full close', 5, 5, '5', null],
    ['partial close 2 of 5', '2', 5, '2', null],
    ['zero', 0, 5, null, 'Please enter a valid quantity between 1 and 5'],
    ['more than held', 6, 5, null, 'Please enter a valid quantity between 1 and 5'],
    ['a fraction', 1.5, 5, null, 'Please enter a valid quantity between 1 and 5'],
    ['text', 'two', 10, null, 'Please enter a valid quantity between 1 and 10'],
  ])('%s', (_name, quantity, held, closed, message) => {
    const result = checkCloseQuantity(quantity, held);
    expect(result.ok ? result.value.toFixed() : null).toBe(closed);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe('Average down (requirements#tl-average)', () => {
  it.each<
    [
      string,
      typeof averageDownSharesSchema | typeof averageDownContractsSchema,
      Record<string, unknown>,
      string,
    ]
  >([
    [
      'stock without shares',
      averageDownSharesSchema,
      { positionId: 1, price: 10 },
      'Please fill in all required fields',
    ],
    [
      'stock without price',
      averageDownSharesSchema,
      { positionId: 1, shares: 10 },
      'Please fill in all required fields',
    ],
    [
      'stock with 0 shares',
      averageDownSharesSchema,
      { positionId: 1, shares: 0, price: 10 },
      'Please fill in all required fields',
    ],
    [
      'option without contracts',
      averageDownContractsSchema,
      { positionId: 1, premium: 10 },
      'Please fill in all required fields',
    ],
    [
      'theta without premium',
      averageDownContractsSchema,
      { positionId: 1, contracts: 2 },
      'Please fill in all required fields',
    ],
    [
      'bad date',
      averageDownContractsSchema,
      { positionId: 1, contracts: 2, premium: 3, averageDownDate: 'today' },
      'Please enter the date as YYYY-MM-DD',
    ],
    ['no position', averageDownContractsSchema, { contracts: 2, premium: 3 }, 'Please choose a position'],
  ])('%s', (_name, schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('reads shares and price', () => {
    expect(
      averageDownSharesSchema.parse({
        positionId: 4,
        shares: '10',
        price: '130',
        comments: 'dip',
        averageDownDate: '2025-08-05',
      }),
    ).toEqual({
      positionId: 4,
      quantity: 10,
      price: '130',
      comments: 'dip',
      date: { day: '2025-08-05', time: null, zoned: false },
    });
  });
});

describe('Edit (requirements#tl-edit)', () => {
  const stockEdit = {
    id: 1,
    ticker: 'msft',
    shares: 10,
    avgPrice: '400',
    thesis: 'cloud',
    sectors: 'Tech, , Software ',
    tags: ' wheel ,earnings',
    openDate: '2025-07-01',
  };
  const thetaEdit = {
    id: 2,
    ticker: 'aapl',
    action: 'STO',
    expirationDate: '12/19/2025',
    strike: 190,
    optionType: 'P',
    totalContracts: 5,
    premium: '250',
    comments: '',
    openDate: '2025-07-01',
  };
  const optionEdit = {
    id: 3,
    ticker: 'spy',
    expirationDate: '2026-01-16',
    strike: '600',
    contracts: 2,
    costBasis: '450',
    openDate: '2025-07-01',
  };

  it.each<
    [
      string,
      typeof editStockSchema | typeof editThetaSchema | typeof editOptionSchema,
      Record<string, unknown>,
      string,
    ]
  >([
    ['stock without ticker', editStockSchema, { ...stockEdit, ticker: ' ' }, 'Please enter a ticker'],
    [
      'stock without shares',
      editStockSchema,
      { ...stockEdit, shares: '' },
      'Please fill in shares and price',
    ],
    [
      'stock without price',
      editStockSchema,
      { ...stockEdit, avgPrice: null },
      'Please fill in shares and price',
    ],
    [
      'stock without open date',
      editStockSchema,
      { ...stockEdit, openDate: '' },
      'Please enter the position open date',
    ],
    [
      'theta without expiration',
      editThetaSchema,
      { ...thetaEdit, expirationDate: '' },
      'Please fill in all option fields',
    ],
    [
      'theta without strike',
      editThetaSchema,
      { ...thetaEdit, strike: '' },
      'Please fill in all option fields',
    ],
    [
      'theta without premium',
      editThetaSchema,
      { ...thetaEdit, premium: undefined },
      'Please fill in all option fields',
    ],
    [
      'option without cost basis',
      editOptionSchema,
      { ...optionEdit, costBasis: '' },
      'Please fill in all option fields',
    ],
    [
      'option with a bad close date',
      editOptionSchema,
      { ...optionEdit, closeDate: 'soon' },
      'Please enter the close date for the closed position',
    ],
  ])('%s', (_name, schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('reads comma-separated sectors and tags and leaves out what was not sent', () => {
    expect(editStockSchema.parse(stockEdit)).toMatchObject({
      type: 'STOCK',
      ticker: 'MSFT',
      sectors: ['Tech', 'Software'],
      tags: ['wheel', 'earnings'],
      notes: 'cloud',
    });
    const theta = editThetaSchema.parse(thetaEdit);
    expect(theta).toMatchObject({
      type: 'THETA',
      premium: '250',
      contracts: 5,
      notes: null,
      sectors: undefined,
      tags: undefined,
    });
    expect(editOptionSchema.parse(optionEdit)).toMatchObject({
      action: undefined,
      optionType: undefined,
      notes: undefined,
      costBasis: '450',
    });
  });

  it.each<[string, boolean, string | undefined, string | null, string | null]>([
    // name, isOpen, close date sent, stored close date, message
    ['an open position keeps no close date', true, '2025-08-01', null, null],
    [
      'a closed position needs a close date',
      false,
      undefined,
      null,
      'Please enter the close date for the closed position',
    ],
    ['a closed position closes at 9:00', false, '2025-08-01T16:45:00', '2025-08-01T09:00:00', null],
    ['not before the open date', false, '2025-06-30', null, 'Close date must be after open date'],
  ])('%s', (_name, isOpen, closeDate, stored, message) => {
    const edit = editOptionSchema.parse({ ...optionEdit, closeDate });
    const result = checkEditCloseDate(isOpen, edit);
    expect(result.ok ? result.value : null).toBe(stored);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe('Roll (requirements#tl-roll)', () => {
  const roll = {
    currentPositionId: 9,
    closeValue: '0.5',
    newTicker: ' aapl ',
    newExpirationDate: '01/16/2026',
    newStrike: 185,
    newPremium: '3.1',
    comments: 'roll down',
  };

  it.each<[string, Record<string, unknown>, string]>([
    ['no close value', { ...roll, closeValue: '' }, 'Please fill in all required fields'],
    ['no ticker', { ...roll, newTicker: ' ' }, 'Please fill in all required fields'],
    ['no expiration', { ...roll, newExpirationDate: undefined }, 'Please fill in all required fields'],
    ['no strike', { ...roll, newStrike: null }, 'Please fill in all required fields'],
    ['no premium', { ...roll, newPremium: '' }, 'Please fill in all required fields'],
    ['negative close value', { ...roll, closeValue: '-1' }, 'Please enter a valid close value'],
    [
      'expiration not MM/DD/YYYY',
      { ...roll, newExpirationDate: 'Jan 16' },
      'Please enter the expiration date as MM/DD/YYYY',
    ],
    ['zero contracts', { ...roll, newContracts: 0 }, 'Please fill in all required fields'],
    ['a wrong action', { ...roll, newAction: 'BUY' }, 'Please fill in all required fields'],
    ['bad roll date', { ...roll, rollDate: 'tomorrow' }, 'Please enter the date as YYYY-MM-DD'],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(rollPositionSchema, input)).toBe(message);
  });

  it('trims and upper-cases the ticker; what is left out follows the current position', () => {
    expect(rollPositionSchema.parse(roll)).toEqual({
      currentPositionId: 9,
      closeValue: '0.5',
      newAction: null,
      newTicker: 'AAPL',
      newExpirationDate: '2026-01-16',
      newStrike: '185',
      newOptionType: null,
      newContracts: null,
      newPremium: '3.1',
      comments: 'roll down',
      rollDate: null,
    });
  });

  it('a close value of 0 is a valid roll of a worthless contract', () => {
    expect(rollPositionSchema.parse({ ...roll, closeValue: 0 }).closeValue).toBe('0');
  });
});

describe('quantities as decimals', () => {
  it('states held quantities without exponent notation', () => {
    const result = checkCloseQuantity(2, new Decimal('1e-7'));
    expect(result.ok ? null : result.message).toBe('Please enter a valid quantity between 1 and 0.0000001');
  });
});
