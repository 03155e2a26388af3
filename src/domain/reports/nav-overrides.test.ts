import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { INVALID_NAV_VALUE } from '../investors/messages';
import type { NavOverrides } from '../investors/performance-summary';
import { navDataBodySchema } from '../investors/schemas';
import { navOverrideSaves, readNavOverrides, type NavOverrideForm } from './nav-overrides';

const jane = {
  id: 1,
  totalShares: 316.984,
  totalInvested: 50000,
  quarterlyNavSnapshots: { Q2_2025: 150, Q3_2025: 162.3 },
  yearStartNavValues: { '2025': 157.736681 },
  inceptionNav: 100,
};
const newcomer = {
  id: 2,
  totalShares: 10,
  totalInvested: 1700,
  quarterlyNavSnapshots: {},
  yearStartNavValues: {},
  inceptionNav: null,
};
const q3 = { quarter: 'Q3', year: 2025 } as const;

const asText = (overrides: Record<number, NavOverrides>) =>
  Object.fromEntries(
    Object.entries(overrides).map(([id, fields]) => [
      id,
      Object.fromEntries(
        Object.entries(fields).map(([field, value]) => [field, new Decimal(value).toFixed()]),
      ),
    ]),
  );

describe('readNavOverrides', () => {
  it('reads typed NAVs and leaves blanks and untouched investors out', () => {
    const result = readNavOverrides({
      1: { quarterStartNav: ' 162.5 ', yearStartNav: '', inceptionNav: '   ' },
      2: {},
      3: undefined,
      4: { inceptionNav: '.5' },
    });
    expect(result.ok && asText(result.overrides)).toEqual({
      1: { quarterStartNav: '162.5' },
      4: { inceptionNav: '0.5' },
    });
  });

  it.each<[string, NavOverrideForm, number, string]>([
    ['text', { 1: { quarterStartNav: 'abc' } }, 1, 'quarterStartNav'],
    ['zero', { 1: { quarterStartNav: '150' }, 2: { yearStartNav: '0' } }, 2, 'yearStartNav'],
    ['a negative NAV', { 7: { inceptionNav: '-100' } }, 7, 'inceptionNav'],
    ['thousands separators', { 1: { inceptionNav: '1,000' } }, 1, 'inceptionNav'],
  ])(
    'refuses %s with "Please enter a valid NAV value" and says where',
    (_scenario, form, investorId, field) => {
      expect(readNavOverrides(form)).toEqual({ ok: false, error: INVALID_NAV_VALUE, investorId, field });
    },
  );
});

describe('navOverrideSaves', () => {
  it('sends the report quarter, the report year and the inception NAV, as exact text the API accepts', () => {
    const saves = navOverrideSaves(
      {
        1: { quarterStartNav: new Decimal('162.31'), yearStartNav: new Decimal('157.736681') },
        2: { quarterStartNav: '150', yearStartNav: 140, inceptionNav: new Decimal('100.000001') },
      },
      [jane, newcomer],
      q3,
    );
    expect(saves).toEqual([
      { investorId: 1, type: 'quarterly', body: { quarter: 'Q3_2025', navValue: '162.31' } },
      { investorId: 2, type: 'quarterly', body: { quarter: 'Q3_2025', navValue: '150' } },
      { investorId: 2, type: 'year-start', body: { year: '2025', navValue: '140' } },
      { investorId: 2, type: 'inception', body: { navValue: '100.000001' } },
    ]);
    for (const save of saves) expect(navDataBodySchema.safeParse(save.body).success).toBe(true);
  });

  it('sends nothing when every override equals what is stored, or nothing was typed', () => {
    expect(
      navOverrideSaves(
        { 1: { quarterStartNav: new Decimal('162.30'), yearStartNav: '157.736681', inceptionNav: 100 } },
        [jane, newcomer],
        q3,
      ),
    ).toEqual([]);
    expect(navOverrideSaves({}, [jane], q3)).toEqual([]);
  });

  it('compares against the snapshot of the chosen quarter and year', () => {
    expect(
      navOverrideSaves({ 1: { quarterStartNav: 150, yearStartNav: 120 } }, [jane], {
        quarter: 'Q2',
        year: 2026,
      }),
    ).toEqual([
      { investorId: 1, type: 'quarterly', body: { quarter: 'Q2_2026', navValue: '150' } },
      { investorId: 1, type: 'year-start', body: { year: '2026', navValue: '120' } },
    ]);
  });

  it('ignores overrides of investors not in the list', () => {
    expect(navOverrideSaves({ 9: { inceptionNav: 100 } }, [jane], q3)).toEqual([]);
  });
});
