import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { newInvestorFailure, transactionFailure } from './save-outcome';

describe('transactionFailure', () => {
  it('reports a refusal as "Failed to save transaction" with the server reason', () => {
    expect(transactionFailure(new ApiError(400, 'Cannot remove more shares than investor owns'))).toEqual({
      tone: 'error',
      text: 'Failed to save transaction',
      detail: 'Cannot remove more shares than investor owns',
    });
  });

  it('reports a broken call as "Error saving transaction"', () => {
    expect(transactionFailure(new TypeError('Failed to fetch'))).toEqual({
      tone: 'error',
      text: 'Error saving transaction',
      detail: 'Failed to fetch',
    });
    expect(transactionFailure('boom')).toEqual({ tone: 'error', text: 'Error saving transaction' });
  });
});

describe('newInvestorFailure', () => {
  it.each([
    [new ApiError(500, 'Failed to create investor'), 'Failed to save to database: Failed to create investor'],
    [
      new ApiError(500, 'Failed to create investment record'),
      'Failed to save to database: Failed to create investment record',
    ],
    [new TypeError('Failed to fetch'), 'Failed to save to database: Failed to fetch'],
  ])('%s', (error, text) => {
    expect(newInvestorFailure(error)).toEqual({ tone: 'error', text });
  });
});
