/*
 * Every text the investor screens and the investor API show a person. The first groups are worded by
 * docs/requirements.md#err-investors and must not change; the rest are ours, written in the same voice.
 * The API answers a validation failure with one of these exactly (see USER_MESSAGES).
 */

// docs/requirements.md#adm-nav-calc, #adm-shares, #adm-new-investor: validation.
export const BOTH_FIELDS_INVALID = 'Please enter valid numbers for both fields';
export const NEW_INVESTOR_NUMBERS_INVALID = 'Please enter valid numbers for NAV and investment amount';
export const CALCULATE_SHARES_FIRST = 'Please calculate shares first';
export const NAME_AND_EMAIL_REQUIRED = 'Please enter investor name and email to save to database';
export const SELECT_AN_INVESTOR = 'Please select an investor';
export const CANNOT_REMOVE_MORE_SHARES = 'Cannot remove more shares than investor owns';
export const INVALID_NAV_VALUE = 'Please enter a valid NAV value';

// docs/requirements.md#err-investors: outcomes the screens report.
export const TRANSACTION_SAVED = 'Transaction saved successfully!';
export const TRANSACTION_SAVE_FAILED = 'Failed to save transaction';
export const TRANSACTION_SAVE_ERROR = 'Error saving transaction';
export const INVESTOR_SAVED = 'Investor and investment saved to database successfully!';
export const FAILED_TO_CREATE_INVESTOR = 'Failed to create investor';
export const FAILED_TO_CREATE_INVESTMENT = 'Failed to create investment record';
export const NAV_VALUE_SAVE_FAILED = 'Failed to save NAV value. Please try again.';
export const NAV_DATA_SAVE_FAILED = 'Failed to save NAV data. Please try again.';
export const NO_NAV_DATA_SAVED = 'No data was saved. Please check the console for any errors.';

/** 'Failed to save to database: Failed to create investor'. */
export function failedToSaveToDatabase(message: string): string {
  return `Failed to save to database: ${message}`;
}

// Ours (docs/requirements.md#silent).
export const FAILED_TO_SAVE_NAV_SNAPSHOT = 'Failed to save quarterly NAV snapshot';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_SHARES = 'Please enter a valid number of shares';
export const INVALID_INVESTMENT_DATE = 'Please enter a valid investment date (YYYY-MM-DD)';
export const INVESTMENT_DATE_TOO_LATE = 'The investment date cannot be more than a year after today';
export const INVALID_INVESTMENT_TYPE =
  "Type must be 'Initial Investment', 'Additional Investment' or 'Redemption'";
export const TYPE_SIGN_MISMATCH =
  'A redemption needs a negative amount and shares; an investment needs a positive amount and shares';
export const INVALID_QUARTERLY_CONTRIBUTION = 'Please enter a valid quarterly contribution (0 or more)';
export const INVALID_QUARTER = 'Please enter a quarter like Q3_2025';
export const INVALID_YEAR = 'Please enter a year like 2025';
export const INVALID_NAV_DATA_TYPE = 'NAV data type must be quarterly, year-start or inception';
export const NOTHING_TO_UPDATE = 'Please change the name, email or quarterly contribution';
export const INVESTOR_NOT_FOUND = 'Investor not found';

/** The server's answer when a client's shares figure is not amount / NAV to 6 significant digits. */
export function sharesMismatch(expected: string, received: string): string {
  return `Shares issued must be the amount divided by the NAV, rounded to 6 significant digits: expected ${expected}, got ${received}`;
}

/** Validation texts the API sends back word for word instead of its generic 'Invalid body: ...'. */
export const USER_MESSAGES: ReadonlySet<string> = new Set([
  BOTH_FIELDS_INVALID,
  NEW_INVESTOR_NUMBERS_INVALID,
  NAME_AND_EMAIL_REQUIRED,
  SELECT_AN_INVESTOR,
  CANNOT_REMOVE_MORE_SHARES,
  INVALID_NAV_VALUE,
  INVALID_EMAIL,
  INVALID_SHARES,
  INVALID_INVESTMENT_DATE,
  INVESTMENT_DATE_TOO_LATE,
  INVALID_INVESTMENT_TYPE,
  INVALID_QUARTERLY_CONTRIBUTION,
  INVALID_QUARTER,
  INVALID_YEAR,
  INVALID_NAV_DATA_TYPE,
  NOTHING_TO_UPDATE,
]);
