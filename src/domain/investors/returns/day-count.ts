/** XIRR's year: actual days over 365, as spreadsheets count it, so 10% in 365 days reads 10.00%. */
export const DAYS_PER_YEAR = 365;
