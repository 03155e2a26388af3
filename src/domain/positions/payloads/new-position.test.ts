import { describe, expect, it } from 'vitest';
import { newPositionSchema } from './new-position';
import { firstMessage } from '../../../../test/support/payload-messages';

const theta = {
  positionType: 'THETA',
  quarter: 'Q3 2025',
  ticker: ' aapl ',
  comments: 'wheel',
  selectedSectors: ['Tech', ' tech ', '', 'Consumer'],
  tags: 'wheel, Earnings, WHEEL',
  openDate: '2025-07-01',
  expirationDate: '12/19/2025',
  strike: '190',
  optionType: 'P',
  contracts: 5,
  premium: '250.50',
};
const stock = { positionType: 'stock', ticker: 'msft', openDate: '2025-07-01', shares: '10', price: 410.25 };
const backfill = { isClosedPosition: true, closeDate: '2025-08-01', closePrice: '30', netProfit: '-12.5' };

describe('Add Position: every message (requirements#tl-add)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['unknown type', { ...theta, positionType: 'FUTURE' }, 'Unknown position type'],
    ['no type', { ...theta, positionType: undefined }, 'Unknown position type'],
    ['bad quarter', { ...theta, quarter: 'Q5 2025' }, 'Please enter a quarter like Q3 2025'],
    ['no ticker', { ...theta, ticker: '' }, 'Please enter a ticker'],
    ['blank ticker', { ...theta, ticker: '   ' }, 'Please enter a ticker'],
    ['no open date', { ...theta, openDate: undefined }, 'Please enter the position open date'],
    ['impossible open date', { ...theta, openDate: '2025-02-30' }, 'Please enter the position open date'],
    ['theta without expiration', { ...theta, expirationDate: '' }, 'Please fill in all option fields'],
    ['theta without strike', { ...theta, strike: null }, 'Please fill in all option fields'],
    ['theta without premium', { ...theta, premium: undefined }, 'Please fill in all option fields'],
    ['theta with zero premium', { ...theta, premium: 0 }, 'Please fill in all option fields'],
    ['theta without contracts', { ...theta, contracts: '' }, 'Please fill in all option fields'],
    ['theta with 0 contracts', { ...theta, contracts: 0 }, 'Please fill in all option fields'],
    ['theta with 1.5 contracts', { ...theta, contracts: 1.5 }, 'Please fill in all option fields'],
    ['theta without option type', { ...theta, optionType: undefined }, 'Please fill in all option fields'],
    ['theta with a wrong action', { ...theta, action: 'SELL' }, 'Please fill in all option fields'],
    [
      'option with a text strike',
      { ...theta, positionType: 'OPTION', strike: 'abc' },
      'Please fill in all option fields',
    ],
    [
      'expiration not MM/DD/YYYY',
      { ...theta, expirationDate: '19.12.2025' },
      'Please enter the expiration date as MM/DD/YYYY',
    ],
    ['stock without price', { ...stock, price: '' }, 'Please fill in price and shares'],
    ['stock without shares', { ...stock, shares: undefined }, 'Please fill in price and shares'],
    ['stock with 0 shares', { ...stock, shares: 0 }, 'Please fill in price and shares'],
    ['stock with negative price', { ...stock, price: -1 }, 'Please fill in price and shares'],
    ['stock priced at exactly 10^12', { ...stock, price: 1e12 }, 'Please fill in price and shares'],
    [
      'theta premium of exactly 10^12',
      { ...theta, premium: '1000000000000' },
      'Please fill in all option fields',
    ],
    [
      'backfill without close date',
      { ...stock, ...backfill, closeDate: '' },
      'Please enter the close date for the closed position',
    ],
    [
      'backfill without close price',
      { ...stock, ...backfill, closePrice: '' },
      'Please enter a close price for the closed position',
    ],
    [
      'backfill without net profit',
      { ...stock, ...backfill, netProfit: undefined },
      'Please enter the net profit for the closed position',
    ],
    [
      'backfill closed before opened',
      { ...stock, ...backfill, closeDate: '2025-06-30' },
      'Close date must be after open date',
    ],
    [
      'eleven tags (docs/requirements.md#tl-tags)',
      { ...theta, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'Please choose at most 10 tags',
    ],
    ['eleven tags as text', { ...theta, tags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'Please choose at most 10 tags'],
    [
      'a tag of 41 characters',
      { ...theta, tags: ['x'.repeat(41)] },
      'Tag names must be at most 40 characters',
    ],
    ['a tag with a control character', { ...theta, tags: 'a\u0007b' }, 'Tags contain a control character'],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(newPositionSchema, input)).toBe(message);
  });

  it('takes ten tags of 40 characters', () => {
    const tags = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(40, 'x'));
    expect(newPositionSchema.parse({ ...theta, tags }).tags).toEqual(tags);
  });
});

describe('Add Position: what a valid payload becomes', () => {
  it('a theta: ticker upper-cased, sectors and tags trimmed and de-duplicated, date at midnight', () => {
    expect(newPositionSchema.parse(theta)).toEqual({
      positionType: 'THETA',
      quarter: { quarter: 3, year: 2025 },
      ticker: 'AAPL',
      comments: 'wheel',
      sectors: ['Tech', 'Consumer'],
      tags: ['wheel', 'Earnings'],
      openDate: '2025-07-01T00:00:00',
      closed: null,
      action: 'STO',
      expirationDate: '2025-12-19',
      strike: '190',
      optionType: 'P',
      contracts: 5,
      premium: '250.5',
    });
  });

  it('an option defaults to BTO; the quarter key form is read too', () => {
    const parsed = newPositionSchema.parse({
      ...theta,
      positionType: 'option',
      quarter: 'Q4_2025',
      optionType: 'call',
    });
    expect(parsed).toMatchObject({
      positionType: 'OPTION',
      action: 'BTO',
      optionType: 'C',
      quarter: { quarter: 4, year: 2025 },
    });
  });

  it('a backfilled stock closes at 9:00 and may close on its open day', () => {
    const parsed = newPositionSchema.parse({ ...stock, ...backfill, closeDate: '2025-07-01' });
    expect(parsed).toMatchObject({
      positionType: 'STOCK',
      quarter: null,
      ticker: 'MSFT',
      shares: 10,
      price: '410.25',
      closed: { closeDate: '2025-07-01T09:00:00', closePrice: '30', netProfit: '-12.5' },
    });
  });

  it('accepts a figure just below 10^12 (docs/requirements.md#input-figures)', () => {
    const parsed = newPositionSchema.parse({ ...stock, price: '999999999999.99' });
    expect(parsed).toMatchObject({ price: '999999999999.99' });
  });

  it('ignores backfill fields unless isClosedPosition is true', () => {
    expect(newPositionSchema.parse({ ...stock, closeDate: 'nonsense' }).closed).toBeNull();
  });
});

describe('Add Position: the text rule and the date range (requirements#input-text, #input-dates)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a NUL in the ticker', { ...theta, ticker: 'AA\u0000PL' }, 'Ticker contains a control character'],
    ['a 13-character ticker', { ...theta, ticker: 'X'.repeat(13) }, 'Ticker must be at most 12 characters'],
    ['a NUL in the comments', { ...theta, comments: 'a\u0000b' }, 'Comments contain a control character'],
    [
      'comments of 10,001 characters',
      { ...theta, comments: 'c'.repeat(10_001) },
      'Comments must be at most 10,000 characters',
    ],
    [
      'a NUL in a sector',
      { ...theta, selectedSectors: ['Te\u0000ch'] },
      'Sector names contain a control character',
    ],
    [
      'a 61-character sector in the text form',
      { ...theta, selectedSectors: `Tech, ${'s'.repeat(61)}` },
      'Sector names must be at most 60 characters',
    ],
    [
      '21 sectors',
      { ...theta, selectedSectors: Array.from({ length: 21 }, (_, i) => `S${i}`).join(',') },
      'Please choose at most 20 sectors',
    ],
    [
      'a NUL in a price a theta does not use',
      { ...theta, price: '1\u0000' },
      'Price contains a control character',
    ],
    [
      'an open date in year 0',
      { ...theta, openDate: '0000-01-01' },
      'Open date must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'an expiration in year 0',
      { ...theta, expirationDate: '01/01/0000' },
      'Expiration date must be between 01/01/1900 and 12/31/2100',
    ],
    [
      'a close date in 2101, even without a backfill',
      { ...theta, closeDate: '2101-01-01' },
      'Close date must be between 1900-01-01 and 2100-12-31',
    ],
    ['a quarter of year 0', { ...theta, quarter: 'Q1 0000' }, 'Quarter must be between Q1 1900 and Q4 2100'],
  ])('%s', (_scenario, input, message) => {
    expect(firstMessage(newPositionSchema, input)).toBe(message);
  });

  it('keeps the first and last days of the range', () => {
    expect(
      firstMessage(newPositionSchema, { ...theta, openDate: '1900-01-01', expirationDate: '12/31/2100' }),
    ).toBeNull();
  });
});
