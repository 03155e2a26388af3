import { describe, expect, it } from 'vitest';
import type { PositionItem } from '../../../../domain/positions/responses';
import {
  checkAddPosition,
  checkAverageDown,
  checkClosePosition,
  checkEditPosition,
  checkNewQuarter,
  checkRollPosition,
  editFormOf,
  isPartialClose,
  rollFormOf,
  type AddPositionForm,
  type ClosePositionForm,
} from './form-payloads';
import { samplePositions } from './sample-positions';

// Stored positions have positive ids (the samples' negative ones are refused by every payload).
const sample = samplePositions('Q3 2025').map((position) => ({ ...position, id: -position.id }));
const find = (ticker: string): PositionItem => sample.find((position) => position.ticker === ticker)!;
const aaplTheta = find('AAPL'); // open, 2 contracts at 185
const msft = find('MSFT'); // open, 20 shares at 412.5
const spy = find('SPY'); // open option, 1 contract at 1450
const xom = find('XOM'); // closed stock

const issueOf = (result: { ok: boolean; issue?: { message: string } }) =>
  result.ok ? null : result.issue!.message;

describe('Create New Quarter', () => {
  it.each<[string, string | null]>([
    ['  ', 'Please enter a quarter name'],
    ['Q4 2025', null],
    ['Q4_2025', null],
    ['next quarter', 'Please enter a quarter like Q3 2025'],
  ])('%j', (name, message) => expect(issueOf(checkNewQuarter(name))).toBe(message));
});

describe('Add Position', () => {
  const theta: AddPositionForm = {
    positionType: 'THETA',
    ticker: ' aapl ',
    openDate: '2025-07-01',
    sectors: 'Technology, , Consumer',
    tags: 'wheel',
    comments: '',
    action: 'STO',
    expirationDate: '12/19/2025',
    strike: '190',
    optionType: 'P',
    contracts: '1',
    premium: '250',
    price: '',
    shares: '1',
    isClosedPosition: false,
    closeDate: '',
    closePrice: '',
    netProfit: '',
  };

  it('sends the theta fields only, ticker upper-cased, in the viewed quarter', () => {
    const result = checkAddPosition(theta, 'Q1 2026');
    expect(result).toEqual({
      ok: true,
      body: {
        positionType: 'THETA',
        quarter: 'Q1 2026',
        ticker: 'AAPL',
        comments: undefined,
        selectedSectors: 'Technology, , Consumer',
        tags: 'wheel',
        isClosedPosition: false,
        openDate: '2025-07-01',
        action: 'STO',
        expirationDate: '12/19/2025',
        strike: '190',
        optionType: 'P',
        contracts: '1',
        premium: '250',
      },
    });
  });

  it.each<[string, Partial<AddPositionForm>, string]>([
    ['no ticker', { ticker: ' ' }, 'Please enter a ticker'],
    ['no open date', { openDate: '' }, 'Please enter the position open date'],
    ['no premium', { premium: '' }, 'Please fill in all option fields'],
    [
      'expiration in the wrong form',
      { expirationDate: '2025/12/19x' },
      'Please enter the expiration date as MM/DD/YYYY',
    ],
    ['stock without price', { positionType: 'STOCK', price: '' }, 'Please fill in price and shares'],
    [
      'stock with 0 shares',
      { positionType: 'STOCK', price: '10', shares: '0' },
      'Please fill in price and shares',
    ],
    [
      'backfill without close date',
      { isClosedPosition: true },
      'Please enter the close date for the closed position',
    ],
    [
      'backfill without close price',
      { isClosedPosition: true, closeDate: '2025-08-01' },
      'Please enter a close price for the closed position',
    ],
    [
      'backfill without net profit',
      { isClosedPosition: true, closeDate: '2025-08-01', closePrice: '20' },
      'Please enter the net profit for the closed position',
    ],
    [
      'backfill closed before it opened',
      { isClosedPosition: true, closeDate: '2025-06-30', closePrice: '20', netProfit: '230' },
      'Close date must be after open date',
    ],
  ])('%s', (_name, change, message) => {
    expect(issueOf(checkAddPosition({ ...theta, ...change }, 'Q3 2025'))).toBe(message);
  });
});

describe('Close Position: quantity only when partial', () => {
  const form: ClosePositionForm = { quantity: '2', closeValue: '30', closeDate: '2025-08-01', comments: '' };

  it('a full close sends no quantity', () => {
    expect(checkClosePosition(aaplTheta, form)).toEqual({
      ok: true,
      body: { id: 1, closeValue: '30', comments: undefined, closeDate: '2025-08-01' },
    });
  });

  it('an assignment sends its outcome and a close value of 0, whatever was typed', () => {
    expect(checkClosePosition(aaplTheta, { ...form, outcome: 'assigned' })).toEqual({
      ok: true,
      body: { id: 1, closeValue: '0', comments: undefined, closeDate: '2025-08-01', outcome: 'assigned' },
    });
    expect(checkClosePosition(msft, { ...form, quantity: '20', outcome: 'assigned' })).toMatchObject({
      ok: true,
      body: { closeValue: '30' },
    });
  });

  it('a partial close sends contracts (theta, option) or shares (stock)', () => {
    expect(checkClosePosition(aaplTheta, { ...form, quantity: '1' })).toMatchObject({
      ok: true,
      body: { contracts: 1 },
    });
    expect(checkClosePosition(msft, { ...form, quantity: '5' })).toMatchObject({
      ok: true,
      body: { shares: 5 },
    });
    expect(isPartialClose(aaplTheta, '1')).toBe(true);
    expect(isPartialClose(aaplTheta, '2')).toBe(false);
  });

  it.each<[string, Partial<ClosePositionForm>, string]>([
    ['blank quantity', { quantity: '' }, 'Please enter a valid quantity between 1 and 2'],
    ['more than held', { quantity: '3' }, 'Please enter a valid quantity between 1 and 2'],
    ['zero', { quantity: '0' }, 'Please enter a valid quantity between 1 and 2'],
    ['a fraction', { quantity: '1.5' }, 'Please enter a valid quantity between 1 and 2'],
    ['no close value', { closeValue: '' }, 'Please enter the close value'],
    ['negative close value', { closeValue: '-1' }, 'Please enter a valid close value'],
    ['no close date', { closeDate: '' }, 'Please enter the date as YYYY-MM-DD'],
  ])('%s', (_name, change, message) => {
    expect(issueOf(checkClosePosition(aaplTheta, { ...form, ...change }))).toBe(message);
  });
});

describe('Add Shares / Average Down', () => {
  it('stock sends shares and price; options contracts and premium', () => {
    expect(
      checkAverageDown(msft, { quantity: '10', price: '390', date: '2025-08-01', comments: '' }),
    ).toEqual({
      ok: true,
      body: { positionId: 5, comments: undefined, averageDownDate: '2025-08-01', shares: '10', price: '390' },
    });
    expect(checkAverageDown(spy, { quantity: '1', price: '1200', date: '', comments: 'dip' })).toEqual({
      ok: true,
      body: { positionId: 7, comments: 'dip', averageDownDate: undefined, contracts: '1', premium: '1200' },
    });
  });

  it.each<[string, string, string]>([
    ['', '390', 'Please fill in all required fields'],
    ['10', '', 'Please fill in all required fields'],
    ['0', '390', 'Please fill in all required fields'],
  ])('%j at %j', (quantity, price, message) => {
    expect(issueOf(checkAverageDown(msft, { quantity, price, date: '', comments: '' }))).toBe(message);
  });
});

describe('Edit Position', () => {
  it('theta sends the premium per contract, as the form shows it', () => {
    const form = { ...editFormOf(aaplTheta), quantity: '3', price: '200' };
    expect(checkEditPosition(aaplTheta, form)).toMatchObject({
      ok: true,
      body: {
        id: 1,
        totalContracts: '3',
        premium: '200',
        expirationDate: '09/19/2025',
        openDate: '2025-08-04T00:00:00',
      },
    });
  });

  it('the form starts from the position', () => {
    expect(editFormOf(aaplTheta)).toMatchObject({
      ticker: 'AAPL',
      quantity: '2',
      price: '185',
      sectors: 'Technology',
      tags: '',
    });
    expect(editFormOf(xom)).toMatchObject({ closeDate: '2025-09-05', quantity: '50', price: '108.2' });
  });

  it('a closed position keeps or changes its close date, and needs one', () => {
    expect(checkEditPosition(xom, { ...editFormOf(xom), closeDate: '2025-09-08' })).toMatchObject({
      ok: true,
      body: { closeDate: '2025-09-08', shares: '50', avgPrice: '108.2' },
    });
    expect(issueOf(checkEditPosition(xom, { ...editFormOf(xom), closeDate: '' }))).toBe(
      'Please enter the close date for the closed position',
    );
    expect(issueOf(checkEditPosition(xom, { ...editFormOf(xom), closeDate: '2025-07-01' }))).toBe(
      'Close date must be after open date',
    );
  });

  it('sends the tags typed, and answers the tag rule', () => {
    expect(checkEditPosition(msft, { ...editFormOf(msft), tags: 'wheel, hedge' })).toMatchObject({
      ok: true,
      body: { tags: 'wheel, hedge' },
    });
    expect(issueOf(checkEditPosition(msft, { ...editFormOf(msft), tags: 'x'.repeat(41) }))).toBe(
      'Tag names must be at most 40 characters',
    );
  });

  it.each<[PositionItem, Record<string, string>, string]>([
    [msft, { quantity: '' }, 'Please fill in shares and price'],
    [msft, { ticker: '' }, 'Please enter a ticker'],
    [aaplTheta, { price: '' }, 'Please fill in all option fields'],
    [spy, { strike: '' }, 'Please fill in all option fields'],
    [spy, { openDate: '' }, 'Please enter the position open date'],
  ])('%#: %j', (position, change, message) => {
    expect(issueOf(checkEditPosition(position, { ...editFormOf(position), ...change }))).toBe(message);
  });
});

describe('sample positions (mock mode) never reach the books', () => {
  it('their negative ids are refused by the route schema', () => {
    const [mock] = samplePositions('Q3 2025');
    expect(issueOf(checkEditPosition(mock!, editFormOf(mock!)))).toBe('Please choose a position');
  });
});

describe('Roll Position', () => {
  const filled = {
    ...rollFormOf(aaplTheta),
    closeValue: '30',
    newExpirationDate: '10/17/2025',
    newPremium: '150',
  };

  it('starts from the current contract and sends the roll payload', () => {
    expect(rollFormOf(aaplTheta)).toMatchObject({
      newTicker: 'AAPL',
      newStrike: '210',
      newOptionType: 'P',
      newAction: 'STO',
      newContracts: '2',
    });
    expect(checkRollPosition(aaplTheta, { ...filled, newTicker: 'aapl' })).toMatchObject({
      ok: true,
      body: {
        currentPositionId: 1,
        newTicker: 'AAPL',
        closeValue: '30',
        newPremium: '150',
        rollDate: undefined,
      },
    });
  });

  it.each<[string, string]>([
    ['closeValue', 'Please fill in all required fields'],
    ['newTicker', 'Please fill in all required fields'],
    ['newExpirationDate', 'Please fill in all required fields'],
    ['newStrike', 'Please fill in all required fields'],
    ['newPremium', 'Please fill in all required fields'],
  ])('blank %s', (field, message) => {
    expect(issueOf(checkRollPosition(aaplTheta, { ...filled, [field]: '' }))).toBe(message);
  });

  it('refuses a stock', () => {
    expect(issueOf(checkRollPosition(msft, filled))).toBe('Rolling is not available for stock positions');
  });
});
