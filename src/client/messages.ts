/**
 * Texts the specification shows to users word for word. They live in one place so screens and tests
 * cannot drift apart.
 */

/** Section load failures (spec 000 section 8, spec 001 section 2). */
export const LOAD_FAILED = {
  holdings: 'Failed to load portfolio holdings',
  performance: 'Failed to load performance metrics',
  reports: 'Failed to load reports dashboard',
} as const;

/** Reports gate (spec 000 section 6, spec 001 section 6). */
export const GATE = {
  authenticating: 'Authenticating...',
  signedOut: 'Please login to access this section',
  denied: 'Access denied. Contact administrator for permissions.',
} as const;

/** Error boundary (spec 001 section 2). */
export const BOUNDARY = {
  title: 'Something went wrong',
  body: 'An unexpected error occurred while loading this section.',
  retry: 'Try Again',
} as const;

export const NO_DATA = 'No data available';

/** Holdings overview with no allocation to show (spec 000 sections 2 and 8). */
export const NO_PORTFOLIO_DATA = 'No portfolio data available';

/** Performance view without usable data (spec 000 sections 2 and 8). */
export const PERFORMANCE_ERROR = {
  title: 'Error Loading Performance Data',
  unavailable: 'Performance data is unavailable',
} as const;
