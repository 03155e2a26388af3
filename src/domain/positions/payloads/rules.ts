import {
  CODE_MAX,
  NOTE_MAX,
  QUARTER_NAME_MAX,
  SETTING_KEY_MAX,
  TICKER_MAX,
  textRule,
} from '../../text-input';

/** The Trade Log's text fields and their limits; the forms take `max` for their inputs' maxLength. */
export const RULES = {
  ticker: textRule('Ticker', TICKER_MAX),
  newTicker: textRule('New ticker', TICKER_MAX),
  comments: textRule('Comments', NOTE_MAX, { multiline: true, plural: true }),
  thesis: textRule('Thesis', NOTE_MAX, { multiline: true }),
  quarter: textRule('Quarter', QUARTER_NAME_MAX),
  positionType: textRule('Position type', CODE_MAX),
  action: textRule('Action', CODE_MAX),
  newAction: textRule('New action', CODE_MAX),
  optionType: textRule('Option type', CODE_MAX),
  newOptionType: textRule('New option type', CODE_MAX),
  settingKey: textRule('Setting key', SETTING_KEY_MAX),
} as const;
