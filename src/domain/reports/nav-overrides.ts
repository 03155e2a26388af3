import Decimal from 'decimal.js';
import { toNumericText } from '../decimal-input';
import { INVALID_NAV_VALUE } from '../investors/messages';
import type { InvestorFigures, NavOverrides } from '../investors/performance-summary';
import { navValueSchema, type NavDataBody, type NavDataType } from '../investors/schemas';
import { quarterKey } from '../quarters';
import { reportQuarter, type ReportSettings } from './settings';

/*
 * The batch generator's optional NAV overrides: per investor, a quarter-start, year-start and inception
 * NAV typed over the stored ones. Blank means "use what is stored".
 */

export const NAV_OVERRIDE_FIELDS = ['quarterStartNav', 'yearStartNav', 'inceptionNav'] as const;
export type NavOverrideField = (typeof NAV_OVERRIDE_FIELDS)[number];

/** What was typed for one investor. */
export type NavOverrideTexts = Partial<Record<NavOverrideField, string>>;
/** Investor id to what was typed for them. */
export type NavOverrideForm = Readonly<Record<number, NavOverrideTexts | undefined>>;

export type NavOverridesRead =
  | { ok: true; overrides: Record<number, NavOverrides> }
  | { ok: false; error: string; investorId: number; field: NavOverrideField };

/**
 * The typed overrides as NAVs, or the first one that is not a positive number ('Please enter a valid
 * NAV value', with where it is so the screen can mark the field). Investors with nothing typed are left
 * out.
 */
export function readNavOverrides(form: NavOverrideForm): NavOverridesRead {
  const overrides: Record<number, NavOverrides> = {};
  for (const [id, texts] of Object.entries(form)) {
    const investorId = Number(id);
    for (const field of NAV_OVERRIDE_FIELDS) {
      const text = texts?.[field]?.trim() ?? '';
      if (text === '') continue;
      const parsed = navValueSchema.safeParse(text);
      if (!parsed.success) return { ok: false, error: INVALID_NAV_VALUE, investorId, field };
      (overrides[investorId] ??= {})[field] = new Decimal(text);
    }
  }
  return { ok: true, overrides };
}

/** One `POST /api/investors/{id}/nav-data?type=...` call. */
export interface NavDataSave {
  investorId: number;
  type: NavDataType;
  body: NavDataBody;
}

const differs = (override: Decimal.Value | null | undefined, stored: number | null | undefined) =>
  override !== null &&
  override !== undefined &&
  (stored === null || stored === undefined || !new Decimal(override).equals(stored));

/**
 * The saves that make the stored NAVs equal the overrides: the quarter-start NAV is the quarterly
 * snapshot of the report's quarter ('Q3_2025'), the year-start NAV that of the report's year. An
 * override equal to the stored value is no change and is not sent; an empty list means nothing to save.
 */
export function navOverrideSaves(
  overrides: Readonly<Record<number, NavOverrides | undefined>>,
  investors: readonly (InvestorFigures & { id: number })[],
  settings: Pick<ReportSettings, 'quarter' | 'year'>,
): NavDataSave[] {
  const quarter = quarterKey(reportQuarter(settings));
  const year = String(settings.year);
  const saves: NavDataSave[] = [];
  for (const investor of investors) {
    const override = overrides[investor.id];
    if (!override) continue;
    const { quarterStartNav, yearStartNav, inceptionNav } = override;
    if (quarterStartNav != null && differs(quarterStartNav, investor.quarterlyNavSnapshots[quarter]))
      saves.push({
        investorId: investor.id,
        type: 'quarterly',
        body: { quarter, navValue: toNumericText(quarterStartNav) },
      });
    if (yearStartNav != null && differs(yearStartNav, investor.yearStartNavValues[year]))
      saves.push({
        investorId: investor.id,
        type: 'year-start',
        body: { year, navValue: toNumericText(yearStartNav) },
      });
    if (inceptionNav != null && differs(inceptionNav, investor.inceptionNav))
      saves.push({
        investorId: investor.id,
        type: 'inception',
        body: { navValue: toNumericText(inceptionNav) },
      });
  }
  return saves;
}
