import { memo, useMemo, useState } from 'react';
import { auditCsv, displayValueText, fieldChanges } from '../../../../domain/audit/changes';
import { auditQuerySchema, type AuditEntry } from '../../../../domain/audit/schemas';
import { formatDateTime } from '../../../../domain/format';
import { saveBlob } from '../../../api/save-blob';
import { ActionButton } from '../../../components/action-button';
import { InputField, SelectField } from '../../../components/form/field';
import { formIssues } from '../../../components/form/first-issue';
import { FormMessage } from '../../../components/form/form-message';
import { ListTable } from '../../../components/list-block';
import { fetchAuditForCsv, NO_FILTERS, setOnly, useAuditLog, type AuditFilters } from './audit-api';

const PREFIX = 'audit-';
/** Changes of more fields than this are folded under their count. */
const SHOWN_FIELDS = 4;
/** A value longer than this (a list of NAVs) is folded too. */
const LONG_VALUE = 240;

/** 'fee_run' reads 'fee run'. */
const words = (name: string) => name.replaceAll('_', ' ');

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="muted">No fields recorded</span>;
  const list = (
    <ul className="audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="audit-changes__field">{change.field}</span>{' '}
          {change.before === '' ? null : (
            <>
              <span className="visually-hidden">was </span>
              <del className="audit-changes__before">{displayValueText(change.before)}</del>{' '}
            </>
          )}
          {change.after === '' ? (
            <span className="muted">(removed)</span>
          ) : (
            <>
              <span aria-hidden="true">→ </span>
              <span className="visually-hidden">now </span>
              <ins className="audit-changes__after">{displayValueText(change.after)}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
  // A record created or removed whole lists every field: folded, so the log stays a list of changes.
  const long = changes.some((change) => change.before.length + change.after.length > LONG_VALUE);
  if (changes.length <= SHOWN_FIELDS && !long) return list;
  return (
    <details className="audit-changes__more">
      <summary>{changes.length === 1 ? '1 field' : `${changes.length} fields`}</summary>
      {list}
    </details>
  );
}

/** One entry; an entry already on screen is not rendered again when a filter changes (issue 30). */
const AuditRow = memo(function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr data-audit-entry={entry.id}>
      <th scope="row">{formatDateTime(entry.at)}</th>
      <td>{entry.actor}</td>
      <td>{words(entry.action)}</td>
      <td>
        {words(entry.entity)}
        {entry.entityId === null ? '' : ` #${entry.entityId}`}
      </td>
      <td className="audit-table__changes">
        <Changes entry={entry} />
      </td>
    </tr>
  );
});

/**
 * The Audit Log (decision 030): every change to the books, newest first, for the administrator and
 * the auditor. Filters by day, actor, kind of record and action; each entry shows what it changed,
 * field by field, before and after; the filtered entries download as CSV.
 */
export function AuditLogPanel() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const issues = formIssues(auditQuerySchema, setOnly(filters));
  const valid = issues.length === 0;
  const log = useAuditLog(filters, valid);
  const pages = log.data?.pages ?? [];
  const entries = useMemo(() => (log.data?.pages ?? []).flatMap((page) => page.entries), [log.data]);
  const choices = pages[0]?.choices ?? { actors: [], entities: [], actions: [] };
  const set = (key: keyof AuditFilters) => (value: string) => setFilters((now) => ({ ...now, [key]: value }));
  const invalid = (field: keyof AuditFilters) => issues.some((issue) => issue.field === field);
  const any = (label: string, names: readonly string[], shown: (name: string) => string = (name) => name) => [
    ['', label] as const,
    ...names.map((name) => [name, shown(name)] as const),
  ];

  const downloadCsv = async () => {
    const answer = await fetchAuditForCsv(filters);
    saveBlob(new Blob([auditCsv(answer.entries)], { type: 'text/csv' }), 'audit-log.csv');
  };

  return (
    <section className="panel audit-log" aria-labelledby="audit-log-heading">
      <div className="audit-log__head">
        <h2 id="audit-log-heading">Audit Log</h2>
        <ActionButton
          label="Download CSV"
          ariaLabel="Download the filtered audit log as CSV"
          run={downloadCsv}
        />
      </div>
      <p className="muted">
        Every change to the books, newest first: who made it, when, and each field before and after.
      </p>
      <form
        className="audit-filters"
        aria-label="Filter the audit log"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FormMessage
          id={`${PREFIX}message`}
          message={
            valid
              ? null
              : {
                  tone: 'error',
                  text: issues[0]!.message,
                  issues: issues.map((issue) => ({
                    text: issue.message,
                    fieldId: issue.field === null ? null : `${PREFIX}${issue.field}`,
                  })),
                }
          }
        />
        <InputField
          id={`${PREFIX}from`}
          label="From"
          type="date"
          value={filters.from}
          onChange={set('from')}
          invalid={invalid('from')}
          errorId={`${PREFIX}message`}
        />
        <InputField
          id={`${PREFIX}to`}
          label="To"
          type="date"
          value={filters.to}
          onChange={set('to')}
          invalid={invalid('to')}
          errorId={`${PREFIX}message`}
        />
        <SelectField
          id={`${PREFIX}actor`}
          label="Who"
          value={filters.actor}
          onChange={set('actor')}
          options={any('Anyone', choices.actors)}
        />
        <SelectField
          id={`${PREFIX}entity`}
          label="Record"
          value={filters.entity}
          onChange={set('entity')}
          options={any('Any record', choices.entities, words)}
        />
        <SelectField
          id={`${PREFIX}action`}
          label="Change"
          value={filters.action}
          onChange={set('action')}
          options={any('Any change', choices.actions, words)}
        />
        <button type="button" className="button button--secondary" onClick={() => setFilters(NO_FILTERS)}>
          Clear filters
        </button>
      </form>
      {valid ? (
        <ListTable
          query={log}
          rows={entries}
          loadingLabel="Loading the audit log"
          failedTitle="Failed to load the audit log"
          emptyText="No change matches these filters."
          name={{ labelledBy: 'audit-log-heading' }}
          className="audit-table"
          head={
            <>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Change</th>
              <th scope="col">Record</th>
              <th scope="col">Before and after</th>
            </>
          }
          row={(entry) => <AuditRow key={entry.id} entry={entry} />}
        />
      ) : null}
      {valid && log.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary audit-log__more"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
        </button>
      ) : null}
    </section>
  );
}
