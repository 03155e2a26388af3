import { describe, expect, it } from 'vitest';
import { MASK, MASKED_FIELDS, maskAllocation, maskRow } from './masking';

describe('maskRow', () => {
  it.each([
    [
      'stock row',
      { Ticker: 'AAPL', TotalValue: 12345.6, PercentChange: '23.45%', '# Shares': 60, 'Cost Basis': 10000 },
      { Ticker: 'AAPL', TotalValue: MASK, PercentChange: '23.45%', '# Shares': MASK, 'Cost Basis': MASK },
    ],
    [
      'option row',
      {
        Position: 'STO AAPL 190/185 P',
        CurrentValue: 300,
        PercentChange: '40%',
        Contracts: 2,
        'Max Profit': 500,
        'Max Loss': 500,
      },
      {
        Position: 'STO AAPL 190/185 P',
        CurrentValue: MASK,
        PercentChange: '40%',
        Contracts: MASK,
        'Max Profit': MASK,
        'Max Loss': MASK,
      },
    ],
    [
      'strategy row',
      { Strategy: 'Wheel', Type: 'CSP', CurrentValue: 5000, PercentChange: '4.2%' },
      { Strategy: 'Wheel', Type: 'CSP', CurrentValue: MASK, PercentChange: '4.2%' },
    ],
    [
      'blank masked cells are masked too',
      { Ticker: 'V', TotalValue: null, 'Cost Basis': '' },
      { Ticker: 'V', TotalValue: MASK, 'Cost Basis': MASK },
    ],
    ['columns the row lacks are not added', { Account: 1000, NAV: 176.4 }, { Account: 1000, NAV: 176.4 }],
    [
      'near-miss column names stay visible',
      { totalvalue: 5, 'TotalValue ': 6 },
      { totalvalue: 5, 'TotalValue ': 6 },
    ],
  ])('%s', (_scenario, row, expected) => {
    expect(maskRow(row)).toEqual(expected);
  });

  it('leaves the original row untouched', () => {
    const row = { Ticker: 'AAPL', TotalValue: 100 };
    maskRow(row);
    expect(row).toEqual({ Ticker: 'AAPL', TotalValue: 100 });
  });

  it('masks exactly the required list', () => {
    expect(MASKED_FIELDS).toEqual([
      'TotalValue',
      '# Shares',
      'Contracts',
      'Cost Basis',
      'CurrentValue',
      'Max Profit',
      'Max Loss',
    ]);
    expect(MASK).toBe('***');
  });
});

describe('maskAllocation', () => {
  it('hides the value and keeps ticker, gain, share and colour', () => {
    expect(
      maskAllocation([
        { ticker: 'AAPL', value: 9500, profitPercent: 12.5, percentage: 95, color: '#4E79A7' },
        { ticker: 'CASH', value: 500, profitPercent: 0, percentage: 5, color: '#F28E2B' },
      ]),
    ).toEqual([
      { ticker: 'AAPL', value: '***', profitPercent: 12.5, percentage: 95, color: '#4E79A7' },
      { ticker: 'CASH', value: '***', profitPercent: 0, percentage: 5, color: '#F28E2B' },
    ]);
  });
});
