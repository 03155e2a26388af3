import { describe, expect, it } from 'vitest';
import type { SheetRecord } from '../../../../domain/public-data/schemas';
import { cellText, positionColumns } from './position-columns';

describe('positionColumns', () => {
  it('keeps the sheet order, labels known fields and right-aligns figures', () => {
    const rows: SheetRecord[] = [
      { Ticker: 'AAPL', TotalValue: '***', PercentChange: '54.03%', '# Shares': '***' },
      { Ticker: 'MSFT', TotalValue: '***', PercentChange: '68.08%', '# Shares': '***', Sector: 'Tech' },
    ];
    expect(positionColumns(rows)).toEqual([
      { field: 'Ticker', label: 'Ticker', numeric: false },
      { field: 'TotalValue', label: 'Total Value', numeric: true },
      { field: 'PercentChange', label: 'Gain', numeric: true },
      { field: '# Shares', label: 'Shares', numeric: true },
      { field: 'Sector', label: 'Sector', numeric: false },
    ]);
  });

  it('treats an unknown column holding numbers as a figure', () => {
    expect(positionColumns([{ Delta: 0.42 }])).toEqual([{ field: 'Delta', label: 'Delta', numeric: true }]);
  });

  it('has no columns without rows', () => {
    expect(positionColumns([])).toEqual([]);
  });
});

describe('cellText', () => {
  it.each([
    ['thousands separators', 31848, 'TotalValue', '31,848'],
    ['the mask as it is', '***', 'TotalValue', '***'],
    ['text as it is', 'Unlimited', 'Max Profit', 'Unlimited'],
    ['a percent text as it is', '54.03%', 'PercentChange', '54.03%'],
    ['no separators in a % field', 12345.5, 'Yield %', '12345.5'],
    ['a dash for a blank', '', 'Strategy', '—'],
    ['a dash for null', null, 'Strategy', '—'],
    ['a dash for a missing cell', undefined, 'Strategy', '—'],
    ['booleans in words', true, 'Hedged', 'Yes'],
  ] as const)('%s', (_scenario, value, field, expected) => {
    expect(cellText(value, field)).toBe(expected);
  });
});
