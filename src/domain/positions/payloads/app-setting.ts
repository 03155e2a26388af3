import { z } from 'zod';
import { isYearInRange } from '../../date-range';
import type { Quarter } from '../../quarters';
import { TRADE_MESSAGES as M } from '../messages';
import { parseLastUpdatedSettingKey } from '../trade-quarters';
import {
  ok,
  readText,
  readTradeDate,
  refuse,
  textField,
  tradeDateField,
  withChecks,
  type Parsed,
} from './fields';
import { RULES } from './rules';

const KEY_DESCRIPTION = "'trade_log_last_updated_{quarter key}', e.g. 'trade_log_last_updated_Q3_2025'";

export interface AppSettingKey {
  key: string;
  quarter: Quarter;
}

function checkKey(value: unknown): Parsed<AppSettingKey> {
  const key = readText(value);
  const quarter = key === null ? null : parseLastUpdatedSettingKey(key);
  return key === null || quarter === null || !isYearInRange(quarter.year)
    ? refuse(M.settingKeyInvalid, 'key')
    : ok({ key, quarter });
}

/** GET /api/app-settings?key=. */
export const appSettingQuery = withChecks(
  z.object({ key: textField(RULES.settingKey, KEY_DESCRIPTION) }),
  (raw) => checkKey(raw.key),
);

/** POST /api/app-settings: the Trade Log's 'Last updated' date of a quarter. */
export const appSettingFields = z.object({
  key: textField(RULES.settingKey, KEY_DESCRIPTION),
  value: tradeDateField(
    'Last updated date',
    "An ISO date, 'YYYY-MM-DD' (a full ISO timestamp also accepted), not after today",
  ),
});

export interface AppSetting extends AppSettingKey {
  value: string;
}

/** The key's form and the value's date; "not in the future" needs the clock, see `isInFuture`. */
export function checkAppSetting(raw: z.output<typeof appSettingFields>): Parsed<AppSetting> {
  const key = checkKey(raw.key);
  if (!key.ok) return key;
  const value = readText(raw.value);
  if (value === null || readTradeDate(value) === null) return refuse(M.settingValueInvalid, 'value');
  return ok({ ...key.value, value });
}

export const appSettingSchema = withChecks(appSettingFields, checkAppSetting);
