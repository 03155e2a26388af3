import { csvDocument, csvText } from '../csv';
import { formatDate, formatDateTime } from '../format';
import type { AuditEntry } from './schemas';

/** One field of a change as the Audit Log shows it: its value before and after, as text. */
export interface FieldChange {
  field: string;
  /** Blank when the field did not exist before (a creation) or after (a removal). */
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: text as it is, anything else as JSON; nothing is blank. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * A field's value as the Audit Log's screen shows it: a day or an instant in the display form
 * ('Nov 27, 2026'; 'Nov 27, 2026, 3:04 PM', on the reader's clock when the value names its zone, as
 * written when it is the fund's wall clock), anything else as `valueText` gives it. The CSV keeps ISO.
 */
export function displayValueText(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text);
  return /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) ? formatDateTime(text) : text;
}

/**
 * What a change changed, field by field (decision 030): for two records, the fields whose values
 * differ, in the order they first appear (before's fields, then after's new ones); a creation lists
 * every field with a blank before, a removal every field with a blank after. A value that is not a
 * record (a list, a number) is one field named '(value)'. Nothing before and after: no fields.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const empty = (value: unknown) => value === null || value === undefined;
  if (empty(before) && empty(after)) return [];
  if ((empty(before) || isRecord(before)) && (empty(after) || isRecord(after))) {
    const was = (before ?? {}) as Record<string, unknown>;
    const is = (after ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return fields
      .map((field) => ({ field, before: valueText(was[field]), after: valueText(is[field]) }))
      .filter((change) => change.before !== change.after);
  }
  const change = { field: '(value)', before: valueText(before), after: valueText(after) };
  return change.before === change.after ? [] : [change];
}

export const AUDIT_CSV_HEADER = [
  'Entry',
  'At',
  'Actor',
  'Action',
  'Record',
  'Record id',
  'Before',
  'After',
  'From address',
];

/**
 * The Audit Log's CSV: one row per entry as the log holds it, the instant in ISO form, before and
 * after as JSON; the text people typed (actor, record ids, JSON) defused for spreadsheets.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvDocument(
    AUDIT_CSV_HEADER,
    entries.map((entry) => [
      entry.id,
      entry.at,
      csvText(entry.actor),
      entry.action,
      entry.entity,
      csvText(entry.entityId),
      csvText(valueText(entry.before)),
      csvText(valueText(entry.after)),
      csvText(entry.clientAddress),
    ]),
  );
}
