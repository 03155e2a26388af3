import { describe, expect, it } from 'vitest';
import { appSettingQuery, appSettingSchema } from './app-setting';
import { newQuarterSchema, quarterQuery } from './quarter';
import { firstMessage } from '../../../../test/support/payload-messages';

describe('New quarter (requirements#tl-new-quarter)', () => {
  it.each<[string, unknown, string | null]>([
    ['blank', { newQuarter: '   ' }, 'Please enter a quarter name'],
    ['missing', {}, 'Please enter a quarter name'],
    ['not a quarter', { newQuarter: 'Autumn' }, 'Please enter a quarter like Q3 2025'],
    ['display form, trimmed', { newQuarter: ' Q4 2025 ' }, null],
    ['key form', { newQuarter: 'Q1_2026' }, null],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(newQuarterSchema, input)).toBe(message);
  });

  it.each([
    ['Q3 2025', { quarter: 3, year: 2025 }],
    ['Q3_2025', { quarter: 3, year: 2025 }],
    [undefined, undefined],
    ['', undefined],
  ])('reads ?quarter=%j', (quarter, expected) => {
    expect(quarterQuery.parse({ quarter }).quarter).toEqual(expected);
  });

  it('refuses a quarter parameter it cannot read', () => {
    expect(firstMessage(quarterQuery, { quarter: '2025-Q3' })).toBe('Please enter a quarter like Q3 2025');
  });
});

describe('App settings', () => {
  it.each<[string, unknown, string | null]>([
    ['valid', { key: 'trade_log_last_updated_Q3_2025', value: '2025-09-30' }, null],
    ['valid timestamp', { key: 'trade_log_last_updated_Q3_2025', value: '2025-09-30T10:00:00.000Z' }, null],
    [
      'other key',
      { key: 'theme', value: '2025-09-30' },
      'The setting key must look like trade_log_last_updated_Q3_2025',
    ],
    [
      'display-form quarter in key',
      { key: 'trade_log_last_updated_Q3 2025', value: '2025-09-30' },
      'The setting key must look like trade_log_last_updated_Q3_2025',
    ],
    [
      'no value',
      { key: 'trade_log_last_updated_Q3_2025' },
      'Please enter the last updated date as YYYY-MM-DD',
    ],
    [
      'not a date',
      { key: 'trade_log_last_updated_Q3_2025', value: 'yesterday' },
      'Please enter the last updated date as YYYY-MM-DD',
    ],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(appSettingSchema, input)).toBe(message);
  });

  it('reads the key of a GET', () => {
    expect(appSettingQuery.parse({ key: 'trade_log_last_updated_Q4_2025' })).toEqual({
      key: 'trade_log_last_updated_Q4_2025',
      quarter: { quarter: 4, year: 2025 },
    });
  });
});
