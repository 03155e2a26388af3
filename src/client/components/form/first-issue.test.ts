import { describe, expect, it } from 'vitest';
import { feeTermsBodySchema } from '../../../domain/fees/schemas';
import { newPositionSchema } from '../../../domain/positions/payloads/new-position';
import { newQuarterSchema } from '../../../domain/positions/payloads/quarter';
import { checked, firstIssue, formIssues } from './first-issue';

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

  it('every problem, one per field, for the list at the top of the form', () => {
    const payload = { managementFeePercent: 9, performanceFeePercent: -1, crystallization: 'weekly' };
    const issues = formIssues(feeTermsBodySchema, payload);
    expect(issues).toEqual([
      { message: 'Management fee must be a percent from 0 to 5', field: 'managementFeePercent' },
      { message: 'Performance fee must be a percent from 0 to 50', field: 'performanceFeePercent' },
      { message: "Crystallization must be 'quarterly' or 'annual'", field: 'crystallization' },
    ]);
    expect(issues[0]).toEqual(firstIssue(feeTermsBodySchema, payload));
    const result = checked(feeTermsBodySchema, payload);
    expect(result.ok ? [] : result.issues).toEqual(issues);
    expect(formIssues(newQuarterSchema, { newQuarter: 'Q4 2025' })).toEqual([]);
  });
});
