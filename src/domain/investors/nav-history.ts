import { compareQuarters, parseQuarter, quarterLabel, type Quarter } from '../quarters';

export interface NavHistoryRow {
  /** The stored key, 'Q3_2025': what a save sends back. */
  key: string;
  /** 'Q3 2025'. */
  label: string;
  nav: number;
  quarter: Quarter;
}

/**
 * An investor's quarterly NAV snapshots as the Quarterly NAV History lists them: newest quarter
 * first. Keys that are not a quarter ('Q5_2025', 'latest') are left out: no screen can place them.
 */
export function quarterlyNavHistory(snapshots: Readonly<Record<string, number>>): NavHistoryRow[] {
  const rows: NavHistoryRow[] = [];
  for (const [key, nav] of Object.entries(snapshots)) {
    const quarter = parseQuarter(key);
    if (quarter === null || !Number.isFinite(nav)) continue;
    rows.push({ key, label: quarterLabel(quarter), nav, quarter });
  }
  return rows.sort((a, b) => compareQuarters(b.quarter, a.quarter));
}
