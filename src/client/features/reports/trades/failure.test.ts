import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { failureNotice, type ChangeKind } from './failure';

describe('failed changes as required (requirements#tl-notices)', () => {
  it.each<[ChangeKind, unknown, string, string | undefined]>([
    ['add', new ApiError(400, 'Please enter a ticker'), 'Failed to add position', 'Please enter a ticker'],
    ['add', new TypeError('Failed to fetch'), 'Error adding position', 'Failed to fetch'],
    [
      'averageDown',
      new ApiError(500, '500 Internal Server Error'),
      'Failed to average down position',
      '500 Internal Server Error',
    ],
    ['averageDown', new Error('offline'), 'Error averaging down position', 'offline'],
    ['close', new ApiError(409, 'Position is already closed'), 'Position is already closed', undefined],
    ['close', new ApiError(502, '502 Bad Gateway'), 'Failed to close position', '502 Bad Gateway'],
    ['close', new TypeError('Failed to fetch'), 'Error closing position: Failed to fetch', undefined],
    [
      'roll',
      new ApiError(400, 'Please fill in all required fields'),
      'Failed to roll position',
      'Please fill in all required fields',
    ],
    ['roll', new Error('offline'), 'Error rolling position', 'offline'],
    ['edit', new ApiError(404, 'Position not found'), 'Failed to edit position', 'Position not found'],
    ['edit', new Error(''), 'Error editing position', undefined],
    [
      'createQuarter',
      new ApiError(409, 'Quarter Q4 2025 already exists'),
      'Failed to create new quarter',
      'Quarter Q4 2025 already exists',
    ],
    ['createQuarter', new Error('offline'), 'Error creating new quarter', 'offline'],
  ])('%s: %s', (kind, error, text, detail) => {
    expect(failureNotice(kind, error)).toEqual(detail === undefined ? { text } : { text, detail });
  });
});
