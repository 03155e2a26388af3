import type { ImportRowView, ImportSummary, ImportView } from '../../domain/imports/api-schemas';
import { IMPORT_FORMAT_NAMES, type Execution, type ImportFormat } from '../../domain/imports/execution';
import { countOutcomes } from '../../domain/imports/plan';
import type { ImportPlan, PlanEntry, PlanOutcome } from '../../domain/imports/plan-types';
import type { ImportRecord, StoredReading } from './store';

export function instrumentText(execution: Execution): string {
  const { instrument } = execution;
  if (instrument.kind === 'STOCK') return `${execution.ticker} stock`;
  return `${execution.ticker} ${instrument.expiration} ${instrument.strike} ${instrument.right}`;
}

function rowView(execution: Execution, entry: PlanEntry): ImportRowView {
  return {
    rowNumber: execution.rowNumber,
    tradeTime: execution.tradeTime,
    ticker: execution.ticker,
    instrument: instrumentText(execution),
    side: execution.side,
    effect: execution.effect,
    event: execution.event,
    quantity: execution.quantity,
    pricePerShare: execution.pricePerShare,
    fees: execution.fees,
    outcome: entry.outcome,
    reason: entry.reason,
    notes: entry.notes,
    rollId: entry.rollId,
    linkedRow: entry.linkedRow,
    raw: execution.raw,
  };
}

export function summaryOf(
  record: ImportRecord,
  rowCount: number,
  undoneBy: string | null = null,
): ImportSummary {
  return {
    id: record.id,
    format: record.format as ImportFormat,
    formatName: IMPORT_FORMAT_NAMES[record.format as ImportFormat] ?? record.format,
    filename: record.filename,
    account: record.account,
    status: record.status,
    actor: record.actor,
    createdAt: record.createdAt,
    committedAt: record.committedAt,
    undoneAt: record.undoneAt,
    undoneBy,
    rowCount,
    counts: (record.counts as Record<PlanOutcome, number> | null) ?? null,
  };
}

/** The preview (or the record of a committed import): each row in time order with what it becomes. */
export function importView(
  record: ImportRecord,
  executions: readonly Execution[],
  plan: Pick<ImportPlan, 'entries' | 'rolls'>,
): ImportView {
  const byRow = new Map(executions.map((execution) => [execution.rowNumber, execution]));
  const reading = record.reading as StoredReading;
  return {
    ...summaryOf(record, executions.length),
    counts: (record.counts as Record<PlanOutcome, number> | null) ?? countOutcomes(plan.entries),
    rows: plan.entries.map((entry) => rowView(byRow.get(entry.rowNumber)!, entry)),
    rolls: plan.rolls,
    problems: reading.problems,
    ignored: reading.ignored,
    warnings: reading.warnings,
    dataRows: reading.dataRows,
  };
}
