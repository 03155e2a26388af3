/** Every setting production requires, set (the sheets to published addresses): start from it, then leave one out. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  OIDC_ISSUER: 'https://issuer.example.com',
  FUND_TIME_ZONE: 'America/New_York',
  FUND_NAME: 'Northwind Capital Partners',
  DATABASE_URL: 'postgres://fund@db.internal:5432/fund',
  SHEET_STOCKS: 'https://sheets.example.com/stocks.csv',
  SHEET_OPTIONS: 'https://sheets.example.com/options.csv',
  SHEET_STRATEGIES: 'https://sheets.example.com/strategies.csv',
  SHEET_NAV: 'https://sheets.example.com/nav.csv',
  SHEET_PERFORMANCE: 'https://sheets.example.com/performance.csv',
  SHEET_CURRENT_NAV: 'https://sheets.example.com/current-nav.csv',
} as const;

/** PRODUCTION_ENV without the named settings. */
export function productionWithout(...names: (keyof typeof PRODUCTION_ENV)[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PRODUCTION_ENV).filter(([name]) => !names.includes(name as never)),
  );
}
