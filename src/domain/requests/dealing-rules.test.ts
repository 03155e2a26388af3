import { describe, expect, it } from 'vitest';
import { dealingDateProblem, type DealtRequest } from './dealing-rules';

const subscription: DealtRequest = {
  kind: 'subscription',
  requestDate: '2025-10-06',
  earliestDealingDate: '2025-10-06',
};
const redemption: DealtRequest = {
  kind: 'redemption',
  requestDate: '2025-10-06',
  earliestDealingDate: '2025-12-31',
};

describe('dealingDateProblem: never before the request, nor before the notice unless waived', () => {
  it.each<[string, DealtRequest, string, boolean, string | null]>([
    ['a subscription on its request date', subscription, '2025-10-06', false, null],
    ['a subscription a day later', subscription, '2025-10-07', false, null],
    [
      'a subscription a day before (the issue: 2024-01-02)',
      subscription,
      '2024-01-02',
      false,
      'The dealing date cannot be before the request date, Oct 6, 2025.',
    ],
    [
      'a subscription a day before, "waived"',
      subscription,
      '2025-10-05',
      true,
      'The dealing date cannot be before the request date, Oct 6, 2025.',
    ],
    ['a redemption on its earliest dealing date', redemption, '2025-12-31', false, null],
    [
      'a redemption before its earliest dealing date',
      redemption,
      '2025-11-15',
      false,
      "This redemption's earliest dealing date is Dec 31, 2025. Deal it on or after that date, or waive the notice period.",
    ],
    ['a redemption before its earliest dealing date, waived', redemption, '2025-11-15', true, null],
    [
      'a redemption before its request date, waived',
      redemption,
      '2025-10-01',
      true,
      'The dealing date cannot be before the request date, Oct 6, 2025.',
    ],
  ])('%s', (_case, request, day, waived, message) => {
    expect(dealingDateProblem(request, day, waived)?.message ?? null).toBe(message);
  });

  it('names the field each problem is about', () => {
    expect(dealingDateProblem(redemption, '2025-10-01', false)?.field).toBe('dealingDate');
    expect(dealingDateProblem(redemption, '2025-11-15', false)?.field).toBe('waiveNotice');
  });
});
