import { describe, expect, it } from 'vitest';
import { newPositionSchema } from '../../../domain/positions/payloads/new-position';
import { newQuarterSchema } from '../../../domain/positions/payloads/quarter';
import { firstIssue } from './first-issue';

describe('forms check their payload with the route schema', () => {
  it('the first problem in the required words, with its field', () => {
    expect(firstIssue(newQuarterSchema, { newQuarter: '  ' })).toEqual({
      message: 'Please enter a quarter name',
      field: 'newQuarter',
    });
    expect(
      firstIssue(newPositionSchema, {
        positionType: 'STOCK',
        ticker: 'msft',
        openDate: '2025-07-01',
        shares: '0',
        price: '10',
      }),
    ).toEqual({ message: 'Please fill in price and shares', field: 'shares' });
  });

  it('null when the payload would be accepted', () => {
    expect(firstIssue(newQuarterSchema, { newQuarter: 'Q4 2025' })).toBeNull();
  });
});
