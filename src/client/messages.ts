/**
 * Texts shown to users word for word (docs/requirements.md). They live in one place so screens and tests
 * cannot drift apart.
 */

/** Section load failures (docs/requirements.md#pub-holdings, #pub-performance, #rep-routes). */
export const LOAD_FAILED = {
  holdings: 'Failed to load portfolio holdings',
  performance: 'Failed to load performance metrics',
  reports: 'Failed to load reports dashboard',
} as const;

/** Reports gate (docs/requirements.md#auth-gate). */
export const GATE = {
  authenticating: 'Authenticating...',
  signedOut: 'Please login to access this section',
  denied: 'Access denied. Contact administrator for permissions.',
} as const;

/** The Reports area opened by the auditor (docs/requirements.md#auth-auditor). */
export const READ_ONLY_VIEW = "Read-only view: you are signed in as the fund's auditor.";

/** Error boundary (docs/requirements.md#pub-boundary). */
export const BOUNDARY = {
  title: 'Something went wrong',
  body: 'An unexpected error occurred while loading this section.',
  retry: 'Try Again',
} as const;

export const NO_DATA = 'No data available';

/** Holdings overview with no allocation to show (docs/requirements.md#pub-holdings). */
export const NO_PORTFOLIO_DATA = 'No portfolio data available';

/** Performance view without usable data (docs/requirements.md#pub-performance). */
export const PERFORMANCE_ERROR = {
  title: 'Error Loading Performance Data',
  unavailable: 'Performance data is unavailable',
} as const;
