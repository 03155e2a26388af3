import { describe, expect, it } from 'vitest';
import { optionUnderlying, OPTIONS_GROUP } from './option-ticker';

describe('optionUnderlying', () => {
  it.each([
    // The shapes of docs/requirements.md#sheet-option-ticker.
    ['put credit spread', 'STO AAPL 190/185 P', 'AAPL'],
    ['contract count and strike with type suffix', 'BTO 2 NVDA 12/20 130C', 'NVDA'],
    ['call word', 'STC MSFT 400 Call', 'MSFT'],
    ['expiry before the ticker, lowercase put', 'BTC 10/18 SPY 560/550 put', 'SPY'],
    ['full expiry date and separate C', 'BTO NVDA 12/19/2025 140 C', 'NVDA'],
    // Tokens that are skipped on the way to the ticker.
    ['count with x suffix', 'BTO 2x TSLA 300 C', 'TSLA'],
    ['strike with P suffix first', 'BTO 45P AMD', 'AMD'],
    ['CALL before the ticker', 'STO CALL AAPL 200', 'AAPL'],
    ['PUT before the ticker', 'STO PUT AAPL 180', 'AAPL'],
    ['plural CALLS', 'BTO CALLS MSFT 450', 'MSFT'],
    ['plural PUTS', 'STO PUTS QQQ 480', 'QQQ'],
    ['lowercase action code', 'sto AAPL 190 p', 'AAPL'],
    ['six-letter capital word is not a ticker', 'STO SPREAD IWM 200/195 P', 'IWM'],
    ['long capital word is not a ticker', 'STO 5 CONTRACTS AAPL 190 P', 'AAPL'],
    ['dollar strike', 'STO $190 AAPL P', 'AAPL'],
    // Punctuation around the ticker.
    ['trailing comma', 'STO AAPL, 190/185 P', 'AAPL'],
    ['parentheses', 'STO (TSLA) 250 P', 'TSLA'],
    ['double quotes', 'STO "QQQ" 480 P', 'QQQ'],
    ['colon', 'BTO AMZN: 210 C', 'AMZN'],
    ['cashtag', 'STO $SPY 560 P', 'SPY'],
    ['full stop at the end', 'Sold puts on AMD.', 'AMD'],
    ['trailing comma at the end', 'STO 200 P IWM,', 'IWM'],
    // Ticker shapes.
    ['class share', 'STO BRK.B 450 P', 'BRK.B'],
    ['class share followed by a full stop', 'STO BRK.B. 450 P', 'BRK.B'],
    ['single-letter ticker', 'BTO F 12 C', 'F'],
    ['five letters', 'BTO GOOGL 150 C', 'GOOGL'],
    ['first of two tickers wins', 'BTO AAPL MSFT 200 C', 'AAPL'],
    ['tabs and newlines separate words', 'STO\tAAPL\n190 P', 'AAPL'],
    ['leading and trailing spaces', '   STO  AMD  150 P  ', 'AMD'],
    // Nothing usable: the OPTIONS group.
    ['lowercase ticker', 'STO aapl 190 P', OPTIONS_GROUP],
    ['mixed-case ticker', 'STO Aapl 190 P', OPTIONS_GROUP],
    ['six-letter name', 'BTO GOOGLE 150 C', OPTIONS_GROUP],
    ['futures option', 'BTO 1 /ES 12/18/2026 5800 P', OPTIONS_GROUP],
    ['Citigroup cannot be told from a call', 'STO C 50 P', OPTIONS_GROUP],
    ['P alone', 'P', OPTIONS_GROUP],
    ['only an action code', 'BTC', OPTIONS_GROUP],
    ['only numbers and strikes', 'STO 2 190/185 130C', OPTIONS_GROUP],
    ['OCC symbol', 'STO AAPL240119P00190000', OPTIONS_GROUP],
    ['dash class share is not recognised', 'STO BRK-B 450 P', OPTIONS_GROUP],
    ['ticker glued to a slash', 'STO AAPL/MSFT pair', OPTIONS_GROUP],
    ['empty text', '', OPTIONS_GROUP],
    ['only spaces', '   ', OPTIONS_GROUP],
    ['a number cell', 190, OPTIONS_GROUP],
    ['a missing cell', undefined, OPTIONS_GROUP],
    ['a null cell', null, OPTIONS_GROUP],
  ])('%s: %j -> %s', (_scenario, position, expected) => {
    expect(optionUnderlying(position)).toBe(expected);
  });
});
