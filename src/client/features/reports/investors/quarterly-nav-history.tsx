import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { addDays } from '../../../../domain/calendar';
import { formatNumber } from '../../../../domain/format';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { NAV_VALUE_SAVE_FAILED } from '../../../../domain/investors/messages';
import { quarterlyNavHistory, type NavHistoryRow } from '../../../../domain/investors/nav-history';
import { navValueSchema, quarterKeySchema } from '../../../../domain/investors/schemas';
import { booksNavNote, navHistoryRowNote } from '../../../../domain/books/books-nav';
import {
  nextQuarter,
  quarterFirstDay,
  quarterKey,
  quarterLabel,
  parseQuarter,
  type Quarter,
} from '../../../../domain/quarters';
import { useBooksNav } from '../api/get-books-nav';
import { fundQuartersQuery } from '../api/get-fund-quarters';
import { ListTable } from '../../../components/list-block';
import { FormMessage } from '../../../components/form/form-message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { useCanWrite } from '../shared/reports-access';
import { failureMessage } from '../../../components/form/message';
import { useNavData, useSaveNavData } from './api/nav-data';

interface QuarterlyNavHistoryProps {
  investorId: number;
  /** The current quarter: what the add form suggests. */
  quarter: Quarter;
}

/** The first problem of a typed quarter and NAV, in the API's own words. */
function checkEntry(quarterText: string, navText: string): string | null {
  const quarter = quarterKeySchema.safeParse(quarterText);
  if (!quarter.success) return quarter.error.issues[0]?.message ?? null;
  const nav = navValueSchema.safeParse(navText);
  return nav.success ? null : (nav.error.issues[0]?.message ?? null);
}

/** The investor's quarterly NAV snapshots, newest first; each can be corrected in place. */
export function QuarterlyNavHistory({ investorId, quarter }: QuarterlyNavHistoryProps) {
  const ids = useId();
  // A viewer who may not write (the auditor) reads the history: no Edit, no Add or Replace.
  const canWrite = useCanWrite();
  const navData = useNavData(investorId);
  const save = useMutationNotice(useSaveNavData(), {
    success: (_saved, variables) => ({
      tone: 'success',
      text: `Saved the ${quarterLabel(parseQuarter(variables.body.quarter ?? '') ?? quarter)} NAV`,
    }),
    // The server's reason beneath (a closed quarter's text, for one).
    failure: (error) =>
      failureMessage(error, { refused: NAV_VALUE_SAVE_FAILED, broken: NAV_VALUE_SAVE_FAILED }),
  });
  const [editing, setEditing] = useState<{ key: string; text: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [newQuarter, setNewQuarter] = useState(() => quarterKey(quarter));
  // Null until typed: the books' NAV for the quarter's start (the day before it), its source named.
  const [typedNav, setNewNav] = useState<string | null>(null);
  const fundQuarters = useQuery(fundQuartersQuery()).data?.quarters ?? [];
  // The fund's quarters and the one after the current (its start NAV is the current quarter's end).
  const choices = [
    ...new Set([
      ...(fundQuarters[0] ? [quarterKey(nextQuarter(parseQuarter(fundQuarters[0].quarter)!))] : []),
      ...fundQuarters.map((each) => each.quarter),
      quarterKey(quarter),
      newQuarter,
    ]),
  ].filter((key) => parseQuarter(key) !== null);
  const chosen = parseQuarter(newQuarter);
  const startBooks = useBooksNav(chosen ? addDays(quarterFirstDay(chosen), -1) : '').data?.booksNav ?? null;
  const newNav = typedNav ?? (startBooks ? String(startBooks.navPerUnit) : '');
  const [addError, setAddError] = useState<string | null>(null);

  function store(key: string, navText: string, onSaved: () => void) {
    save.run(
      { investorId, type: 'quarterly', body: { quarter: key.trim(), navValue: navText.trim() } },
      { onSuccess: onSaved },
    );
  }

  const saveEdit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const error = checkEntry(editing.key, editing.text);
    setEditError(error);
    if (error === null) store(editing.key, editing.text, () => setEditing(null));
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = checkEntry(newQuarter, newNav);
    setAddError(error);
    if (error === null) store(newQuarter, newNav, () => setNewNav(null));
  };

  const startEdit = (row: NavHistoryRow) => {
    setEditing({ key: row.key, text: String(row.nav) });
    setEditError(null);
  };

  const headingId = `${ids}-heading`;
  const rows = navData.data ? quarterlyNavHistory(navData.data.quarterly) : [];
  const yearStarts = navData.data
    ? Object.entries(navData.data.yearStart).sort(([a], [b]) => b.localeCompare(a))
    : [];

  const table = (
    <ListTable
      query={navData}
      rows={rows}
      loadingLabel="Loading NAV history"
      failedTitle="Failed to load the NAV history"
      emptyText="No quarterly NAV recorded yet."
      name={{ labelledBy: headingId }}
      className="nav-history"
      head={
        <>
          <th scope="col">Quarter</th>
          <th scope="col" className="num">
            NAV ($)
          </th>
          {canWrite ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </>
      }
      row={(row) =>
        editing?.key === row.key ? (
          <tr key={row.key}>
            <th scope="row">
              {row.label}
              <span className="nav-history__note">{navHistoryRowNote(row.key)}</span>
            </th>
            <td colSpan={2}>
              <form className="nav-history__edit" onSubmit={saveEdit} noValidate>
                <label className="visually-hidden" htmlFor={`${ids}-edit`}>
                  NAV for {row.label}
                </label>
                <input
                  id={`${ids}-edit`}
                  type="number"
                  inputMode="decimal"
                  step={NAV_INPUT_STEP}
                  value={editing.text}
                  // Focus follows the Edit button into the field it opened.
                  autoFocus
                  onChange={(event) => setEditing({ key: row.key, text: event.target.value })}
                  aria-invalid={editError ? true : undefined}
                  aria-describedby={editError ? `${ids}-edit-error` : undefined}
                />
                <button
                  type="submit"
                  className="button button--primary button--small"
                  disabled={save.pending}
                >
                  Save
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setEditing(null)}
                >
                  Cancel
                </button>
                {editError ? (
                  <span id={`${ids}-edit-error`} className="field__error" role="alert">
                    {editError}
                  </span>
                ) : null}
              </form>
            </td>
          </tr>
        ) : (
          <tr key={row.key}>
            <th scope="row">
              {row.label}
              <span className="nav-history__note">{navHistoryRowNote(row.key)}</span>
            </th>
            <td className="num" data-testid={`nav-${row.key}`}>
              {formatNumber(row.nav)}
            </td>
            {canWrite ? (
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => startEdit(row)}
                  aria-label={`Edit ${row.label} NAV`}
                >
                  Edit
                </button>
              </td>
            ) : null}
          </tr>
        )
      }
    />
  );
  const others = navData.data ? (
    <>
      <dl className="nav-history__others">
        <div>
          <dt>Year-start NAV</dt>
          <dd>
            {yearStarts.length === 0
              ? 'None recorded'
              : yearStarts.map(([year, nav]) => `${year}: $${formatNumber(nav)}`).join(' · ')}
          </dd>
        </div>
        <div>
          <dt>Inception NAV</dt>
          <dd>
            {navData.data.inception === null ? 'None recorded' : `$${formatNumber(navData.data.inception)}`}
          </dd>
        </div>
      </dl>
      {canWrite ? (
        <form className="nav-history__add" onSubmit={add} noValidate aria-labelledby={`${ids}-add-heading`}>
          <h5 id={`${ids}-add-heading`} className="dashboard-subheading">
            Add or Replace a Quarter
          </h5>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${ids}-add-quarter`}>Quarter</label>
              <select
                id={`${ids}-add-quarter`}
                value={newQuarter}
                onChange={(event) => {
                  setNewQuarter(event.target.value);
                  setNewNav(null);
                }}
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? `${ids}-add-error` : undefined}
              >
                {choices.map((key) => (
                  <option key={key} value={key}>
                    {quarterLabel(parseQuarter(key)!)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${ids}-add-nav`}>NAV ($)</label>
              <input
                id={`${ids}-add-nav`}
                type="number"
                inputMode="decimal"
                step={NAV_INPUT_STEP}
                value={newNav}
                onChange={(event) => setNewNav(event.target.value)}
                aria-invalid={addError ? true : undefined}
                aria-describedby={
                  [addError ? `${ids}-add-error` : '', startBooks ? `${ids}-add-nav-source` : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              {startBooks ? (
                <p id={`${ids}-add-nav-source`} className="field__hint">
                  {booksNavNote(startBooks)}
                </p>
              ) : null}
            </div>
          </div>
          {addError ? (
            <p id={`${ids}-add-error`} className="field__error" role="alert">
              {addError}
            </p>
          ) : null}
          <button type="submit" className="button button--secondary" disabled={save.pending}>
            Save Quarter NAV
          </button>
        </form>
      ) : null}
    </>
  ) : null;

  return (
    <section className="card dashboard-card" aria-labelledby={headingId}>
      <h4 id={headingId}>Quarterly NAV History</h4>
      <FormMessage className="action-message" message={save.message} />
      {table}
      {others}
    </section>
  );
}
