/** The group for option positions whose text names no recognisable underlying. */
export const OPTIONS_GROUP = 'OPTIONS';

const ACTION_CODES = new Set(['BTO', 'STO', 'BTC', 'STC']);
// Plural forms too: 'CALLS' and 'PUTS' fit the five-capital pattern but are never tickers here.
const OPTION_TYPE_WORDS = new Set(['C', 'P', 'CALL', 'PUT', 'CALLS', 'PUTS']);

// One to five capitals, optionally a share-class suffix ('BRK.B', 'BF.A') so that an option on a
// class share groups with the stock of the same name. Numbers, strikes ('190/185'), dates ('12/20'),
// contract counts ('2x') and strike-plus-type tokens ('130C') contain a digit or slash and so never
// match; lowercase and mixed-case words ('call', 'Put', 'spread') never match either.
const TICKER_PATTERN = /^[A-Z]{1,5}(?:\.[A-Z])?$/;

// Punctuation a person typing a position puts around a word: 'AAPL,', '(NVDA)', '"SPY"', 'MSFT:',
// and the cashtag '$SPY'.
const SURROUNDING_PUNCTUATION = /^[,;:()[\]{}"'`$]+|[,;:()[\]{}"'`.!?]+$/g;

/**
 * The underlying ticker of an option position text such as 'STO AAPL 190/185 P' or
 * 'BTC 10/18 SPY 560/550 put': its first word of one to five capitals that is not an action code or a
 * call/put word. 'OPTIONS' when there is none. Single-letter tickers other than C and P are accepted
 * ('F', 'T'); Citigroup (C) cannot be told from a call and falls through to the next word.
 */
export function optionUnderlying(position: unknown): string {
  if (typeof position !== 'string') return OPTIONS_GROUP;
  for (const word of position.split(/\s+/)) {
    const token = word.replace(SURROUNDING_PUNCTUATION, '');
    if (TICKER_PATTERN.test(token) && !ACTION_CODES.has(token) && !OPTION_TYPE_WORDS.has(token)) {
      return token;
    }
  }
  return OPTIONS_GROUP;
}
