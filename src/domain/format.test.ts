import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarWeekLabel,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDollars3,
  formatLongDay,
  formatMoney3,
  formatInstantUtc,
  formatNav,
  formatNavPerUnit,
  formatNumber,
  formatOwnership3,
  formatPercent,
  formatPercentUpTo,
  formatReturn3,
  formatReturnUp2,
  formatShare,
  formatShortDay,
  formatTwoDecimals,
  formatUnits,
  RETURN_NOT_AVAILABLE,
  tradingWeekLabel,
} from './format';
import { MASK } from './masking';
import { roundHalfUp } from './rounding';

const d = (value: string) => new Decimal(value);

describe('formatNumber: a sheet figure, up to 6 decimals', () => {
  it.each([
    ['thousands separators', 1234567.5, 'TotalValue', '1,234,567.5'],
    ['no field name', 1234, undefined, '1,234'],
    ['small number', 12.25, '# Shares', '12.25'],
    ['NAV keeps six decimals', 176.402113, 'NAV', '176.402113'],
    ['more than six decimals are rounded half up', 1.23456789, 'Units', '1.234568'],
    ['negative', -98765.4, 'Max Loss', '-98,765.4'],
    ['a negative that rounds to zero has no sign', -0.0000001, 'Units', '0'],
    ['percent field shown as it is', 1234.5, 'PercentChange %', '1234.5'],
    ['percent field named with the sign only', 12.5, '%', '12.5'],
    ['text shown as it is', '23.45%', 'PercentChange', '23.45%'],
    ['mask passes through', MASK, 'TotalValue', MASK],
    ['null is blank', null, 'TotalValue', ''],
    ['undefined is blank', undefined, 'TotalValue', ''],
    ['NaN is blank', NaN, 'TotalValue', ''],
  ])('%s', (_scenario, value, field, expected) => {
    expect(formatNumber(value, field)).toBe(expected);
  });
});

describe('formatCurrency: money in dollars and cents', () => {
  it.each<[number | string | Decimal | null | undefined, string]>([
    [1234.5, '$1,234.50'],
    [-1234.5, '-$1,234.50'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [-0.005, '-$0.01'],
    [1.005, '$1.01'],
    [1234567.891, '$1,234,567.89'],
    // 10.5 units at 157.736681: 1,656.2351505, paid in cents.
    [d('1656.2351505'), '$1,656.24'],
    // Past a float's 15-16 digits: decimal.js keeps the cents.
    [d('12345678901234567.125'), '$12,345,678,901,234,567.13'],
    [d('-0.004'), '$0.00'],
    [d('NaN'), ''],
    [MASK, MASK],
    [undefined, ''],
  ])('%j -> %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });
});

describe('formatMoney3 and formatDollars3: the Reports area, three decimals', () => {
  it.each<[number | Decimal | string, string, string]>([
    [1234.5678, '1,234.568', '$1,234.568'],
    [1234.5, '1,234.500', '$1,234.500'],
    [-0.0005, '-0.001', '-$0.001'],
    [-0.0004, '0.000', '$0.000'],
    [1.0005, '1.001', '$1.001'],
    [0, '0.000', '$0.000'],
    [176.402113, '176.402', '$176.402'],
    [d('12000'), '12,000.000', '$12,000.000'],
    [d('-1000.0005'), '-1,000.001', '-$1,000.001'],
    [MASK, MASK, MASK],
  ])('%j -> %s, %s', (value, plain, dollars) => {
    expect(formatMoney3(value)).toBe(plain);
    expect(formatDollars3(value)).toBe(dollars);
  });
});

describe('formatNav: the NAV per unit, 3 to 6 decimals', () => {
  it.each<[number | Decimal, string]>([
    [176.4, '$176.400'],
    [112.5, '$112.500'],
    [150, '$150.000'],
    [157.736681, '$157.736681'],
    [d('157.7366815'), '$157.736682'],
    [d('1234.5'), '$1,234.500'],
    [d('0.0001'), '$0.0001'],
  ])('%j -> %s', (value, expected) => {
    expect(formatNav(value)).toBe(expected);
  });

  it('passes a blank through', () => expect(formatNav(null)).toBe(''));
});

describe('formatNavPerUnit: the NAV per unit an investor reads, in cents', () => {
  it.each<[Decimal | number | null, string]>([
    [176.4, '$176.40'],
    [new Decimal('157.736681'), '$157.74'],
    [new Decimal('189.165'), '$189.17'],
    [new Decimal('112.5'), '$112.50'],
    [new Decimal('1234.004999'), '$1,234.00'],
    [null, ''],
  ])('%s reads %s', (value, expected) => {
    expect(formatNavPerUnit(value)).toBe(expected);
  });
});

describe('formatUnits: units exactly as the books hold them', () => {
  it.each<[number | Decimal, string]>([
    [d('1234567.25'), '1,234,567.25'],
    [d('0.0000633968'), '0.0000633968'],
    [d('-20'), '-20'],
    [d('999'), '999'],
    [d('1580.374320'), '1,580.37432'],
    // 868.066 held, 28.3579 taken by a fee run: the portal and the confirmation both read 839.7081.
    [d('868.066').minus('28.3579'), '839.7081'],
    [316.984, '316.984'],
    [1e-7, '0.0000001'],
  ])('%s -> %s', (value, expected) => {
    expect(formatUnits(value)).toBe(expected);
  });
});

describe('formatPercent: a change, two decimals, always signed', () => {
  it.each<[number | Decimal | string | null, string]>([
    [12.345, '+12.35%'],
    [-3.1, '-3.10%'],
    [0, '+0.00%'],
    [-0, '+0.00%'],
    [-0.004, '+0.00%'],
    [-0.005, '-0.01%'],
    [1.005, '+1.01%'],
    [1234.5, '+1,234.50%'],
    [d('251.375'), '+251.38%'],
    [MASK, MASK],
    [null, ''],
  ])('%j -> %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatPercentUpTo: a rate with the decimals it needs', () => {
  it.each<[number | Decimal, number, string]>([
    [d('1234.567'), 2, '1,234.57%'],
    [d('0.75'), 2, '0.75%'],
    [d('78'), 2, '78%'],
    [d('66.666'), 1, '66.7%'],
    [d('-3.5'), 2, '-3.5%'],
    [d('-0.004'), 2, '0%'],
  ])('%s to %i decimals reads %s', (value, decimals, expected) => {
    expect(formatPercentUpTo(value, decimals)).toBe(expected);
  });
});

describe('formatShare: a share of a whole, two decimals, no sign', () => {
  it.each<[string, number | Decimal, string]>([
    ['two decimals', 7.1, '7.10%'],
    ['rounded half up', 6.005, '6.01%'],
    ['a whole pie', 100, '100.00%'],
    ['nothing', 0, '0.00%'],
    ['no sign for a share', 12.345, '12.35%'],
    ['an ownership from the books', d('24.0690372'), '24.07%'],
    ['not a number is blank', Number.NaN, ''],
  ])('%s', (_scenario, value, expected) => {
    expect(formatShare(value)).toBe(expected);
  });
});

describe('formatReturn3 and formatOwnership3: the Reports area, three decimals', () => {
  it.each<[string, Decimal.Value | null, string]>([
    ['a gain', '8.6876', '+8.688%'],
    ['a half rounds up', '8.6705', '+8.671%'],
    ['a loss', '-1.2345', '-1.235%'],
    ['a loss that rounds to zero', '-0.0001', '+0.000%'],
    ['zero', 0, '+0.000%'],
    ['thousands', d('1234.5'), '+1,234.500%'],
    ['a missing start NAV', null, RETURN_NOT_AVAILABLE],
  ])('return: %s, %s reads %s', (_scenario, value, text) => {
    expect(formatReturn3(value)).toBe(text);
  });

  it.each([
    ['24.0690372', '24.069%'],
    [100, '100.000%'],
    [0, '0.000%'],
  ])('ownership %s reads %s', (value, text) => {
    expect(formatOwnership3(value)).toBe(text);
  });
});

describe('formatReturnUp2: a statement return, rounded towards +infinity', () => {
  it.each<[string, Decimal.Value, string]>([
    ['a positive value rounds up', 8.671, '8.68%'],
    ['even a hair above rounds up', '8.670000000000000000001', '8.68%'],
    ['two decimals stay as they are', 8.67, '8.67%'],
    ['a whole number gets two decimals', 76.4, '76.40%'],
    ['a negative value rounds towards zero', -1.234, '-1.23%'],
    ['a negative value with two decimals stays', -1.23, '-1.23%'],
    ['a small negative value reads 0.00, not -0.00', -0.004, '0.00%'],
    ['a small positive value reads 0.01', 0.0001, '0.01%'],
    ['zero', 0, '0.00%'],
    ['half-up would round down here', '11.831903', '11.84%'],
    ['thousands', '1234.561', '1,234.57%'],
  ])('%s: %s -> %s', (_scenario, value, expected) => {
    expect(formatReturnUp2(value)).toBe(expected);
  });
});

describe('dates on screen and in PDFs: one form, Nov 27, 2026', () => {
  it.each([
    ['a plain date', '2026-11-27', 'Nov 27, 2026'],
    ['no leading zero on the day', '2026-01-05', 'Jan 5, 2026'],
    ['a quarter end', '2025-09-30', 'Sep 30, 2025'],
    [
      "a zone-less timestamp is the fund's wall clock, read as written",
      '2025-09-30T23:30:00',
      'Sep 30, 2025',
    ],
    ['a database timestamp is the display date too', '2025-09-30 09:00:00', 'Sep 30, 2025'],
    ['text that is not a date is shown as it is', 'soon', 'soon'],
  ])('%s: %s reads %s', (_scenario, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('shows an instant on the reader’s own calendar', () => {
    const stamp = new Date(2026, 10, 22, 12, 0, 0).toISOString();
    expect(formatDate(stamp)).toBe('Nov 22, 2026');
  });

  it.each([
    [new Date(2026, 10, 27, 15, 4), 'Nov 27, 2026, 3:04 PM'],
    [new Date(2026, 0, 2, 0, 30), 'Jan 2, 2026, 12:30 AM'],
    [new Date(2026, 0, 2, 12, 0), 'Jan 2, 2026, 12:00 PM'],
    [new Date(2025, 11, 31, 9, 7), 'Dec 31, 2025, 9:07 AM'],
  ])('an instant with its time: %s reads %s', (date, expected) => {
    expect(formatDateTime(date.toISOString())).toBe(expected);
  });

  it.each([
    [new Date(Date.UTC(2026, 10, 27, 15, 4)), 'Nov 27, 2026, 3:04 PM UTC'],
    [new Date(Date.UTC(2026, 0, 1, 0, 5)), 'Jan 1, 2026, 12:05 AM UTC'],
  ])('an instant in UTC, for a notice: %s reads %s', (date, expected) => {
    expect(formatInstantUtc(date)).toBe(expected);
  });

  it('reads a timestamp as PostgreSQL writes it, as its ISO form', () => {
    const instant = '2026-11-28T11:48:54.582Z';
    expect(formatDateTime('2026-11-28 11:48:54.582+00')).toBe(formatDateTime(instant));
    expect(formatDate('2026-11-28 11:48:54.582+00')).toBe(formatDate(instant));
    expect(formatDateTime('2025-10-01 10:00:00')).toBe('Oct 1, 2025, 10:00 AM');
    expect(formatDate('2025-10-01 23:30:00')).toBe('Oct 1, 2025');
  });

  it('keeps a blank or a text as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('never')).toBe('never');
  });

  it.each([
    ['2025-11-19', 'Nov 19', 'Wednesday, Nov 19, 2025'],
    ['2026-01-01', 'Jan 1', 'Thursday, Jan 1, 2026'],
  ])('%s: short %s, long %s', (day, short, long) => {
    expect(formatShortDay(day)).toBe(short);
    expect(formatLongDay(day)).toBe(long);
  });

  it.each([
    ['a plain week', '2025-11-17', 'Nov 17 - Nov 21', 'Nov 17 - Nov 23'],
    ['a week across months', '2025-09-29', 'Sep 29 - Oct 3', 'Sep 29 - Oct 5'],
    ['a week across years', '2025-12-29', 'Dec 29 - Jan 2', 'Dec 29 - Jan 4'],
  ])('week labels: %s', (_scenario, monday, trading, calendar) => {
    expect(tradingWeekLabel(monday)).toBe(trading);
    expect(calendarWeekLabel(monday)).toBe(calendar);
  });
});

describe('formatTwoDecimals: an index value, two decimals, no unit', () => {
  it.each([
    ['rounds half away from zero', 147.025, '147.03'],
    ['keeps trailing zeros', -3.1, '-3.10'],
    ['thousands separators', 1234.5, '1,234.50'],
    ['no negative zero', -0.001, '0.00'],
    ['text as it is', MASK, MASK],
    ['a blank for nothing', null, ''],
  ])('%s', (_, value, expected) => {
    expect(formatTwoDecimals(value)).toBe(expected);
  });
});

describe('numbers are written without Intl, as Intl.NumberFormat writes them (decision 034)', () => {
  const intl = (value: number, min: number, max: number) => {
    const rounded = roundHalfUp(value, max);
    const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    return `${rounded < 0 ? '-' : ''}${text.format(Math.abs(rounded))}`;
  };
  const figures = fc.oneof(
    fc.double({ min: -1e13, max: 1e13, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
    fc.integer({ min: -1e12, max: 1e12 }).map((millionths) => millionths / 1e6),
  );

  it('for every precision the pages use, small figures and figures of 15 digits and more', () => {
    fc.assert(
      fc.property(figures, (value) => {
        expect(formatNumber(value)).toBe(intl(value, 0, 6));
        expect(formatCurrency(value)).toBe(intl(value, 2, 2).replace(/^(-?)/, '$1$'));
        expect(formatNav(value)).toBe(intl(value, 3, 6).replace(/^(-?)/, '$1$'));
        expect(formatMoney3(value)).toBe(intl(value, 3, 3));
        expect(formatTwoDecimals(value)).toBe(intl(value, 2, 2));
      }),
      { numRuns: 5000 },
    );
  });
});
