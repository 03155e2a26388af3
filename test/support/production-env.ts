/** Every setting production requires, set (the sheets to the sample files): start from it, then leave one out. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  OIDC_ISSUER: 'https://issuer.example.com',
  FUND_TIME_ZONE: 'America/New_York',
  DATABASE_URL: 'postgres://fund@db.internal:5432/fund',
  SHEET_STOCKS: 'data/sample/stocks.csv',
  SHEET_OPTIONS: 'data/sample/options.csv',
  SHEET_STRATEGIES: 'data/sample/strategies.csv',
  SHEET_NAV: 'data/sample/nav.csv',
  SHEET_PERFORMANCE: 'data/sample/performance.csv',
  SHEET_CURRENT_NAV: 'data/sample/current-nav.csv',
} as const;

/** PRODUCTION_ENV without the named settings. */
export function productionWithout(...names: (keyof typeof PRODUCTION_ENV)[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PRODUCTION_ENV).filter(([name]) => !names.includes(name as never)),
  );
}
