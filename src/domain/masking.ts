import type { AllocationItem } from './allocation/allocation';

/** What a hidden figure shows as. */
export const MASK = '***';
export type Mask = typeof MASK;

/** Sheet columns hidden from everyone whose token does not carry allowed: true. */
export const MASKED_FIELDS = [
  'TotalValue',
  '# Shares',
  'Contracts',
  'Cost Basis',
  'CurrentValue',
  'Max Profit',
  'Max Loss',
] as const;

export type MaskedField = (typeof MASKED_FIELDS)[number];

const maskedFields: ReadonlySet<string> = new Set(MASKED_FIELDS);

/**
 * A copy of the row with every masked column it has set to '***'. A blank cell is masked too: even
 * "nothing here" says something about a position. Columns the row lacks are not added.
 */
export function maskRow<Row extends Record<string, unknown>>(row: Row): Row {
  const masked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) masked[field] = maskedFields.has(field) ? MASK : value;
  return masked as Row;
}

export type MaskedAllocationItem = Omit<AllocationItem, 'value'> & { value: Mask };

/** Slices keep their size, gain and colour; only the dollar value is hidden. */
export function maskAllocation(items: readonly AllocationItem[]): MaskedAllocationItem[] {
  return items.map((item) => ({ ...item, value: MASK }));
}
