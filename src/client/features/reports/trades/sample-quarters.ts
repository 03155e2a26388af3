import type { QuartersResponse } from '../../../../domain/positions/responses';

/** docs/requirements.md#rep-sample: the sample quarters when GET /api/quarters fails, Q1 2024 to Q3 2025. */
export const SAMPLE_QUARTERS: QuartersResponse = {
  quarters: ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025', 'Q3 2025'],
  current: 'Q3 2025',
  suggestedNext: 'Q4 2025',
};
