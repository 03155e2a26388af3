import { formatNumber } from '../../../../domain/format';
import { MASKED_FIELDS } from '../../../../domain/masking';
import type { SheetRecord } from '../../../../domain/public-data/schemas';

export interface PositionColumn {
  field: string;
  label: string;
  /** Figures are right-aligned so that digits line up. */
  numeric: boolean;
}

/** Readable headings for the sheets' own field names; any other column keeps its sheet name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  TotalValue: 'Total Value',
  PercentChange: 'Gain',
  '# Shares': 'Shares',
  CurrentValue: 'Current Value',
};

const FIGURE_FIELDS: ReadonlySet<string> = new Set<string>([...MASKED_FIELDS, 'PercentChange']);

/** Every column the rows have, in the order the sheet lists them. */
export function positionColumns(rows: readonly SheetRecord[]): PositionColumn[] {
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const field of Object.keys(row)) {
      if (seen.has(field)) continue;
      seen.add(field);
      fields.push(field);
    }
  }
  return fields.map((field) => ({
    field,
    label: FIELD_LABELS[field] ?? field,
    numeric: FIGURE_FIELDS.has(field) || rows.some((row) => typeof row[field] === 'number'),
  }));
}

/**
 * A cell as the reader sees it: numbers with thousands separators (except '%' fields), text and the
 * mask '***' as they are, a dash for a blank.
 */
export function cellText(value: SheetRecord[string] | undefined, field: string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = formatNumber(value, field).trim();
  return text === '' ? '—' : text;
}
