import { useState } from 'react';
import {
  REVIEW_DECISION_LABELS,
  REVIEW_DECISIONS,
  type CommitImport,
  type ImportView,
  type ReviewDecision,
} from '../../../../../domain/imports/api-schemas';
import { PLAN_OUTCOMES } from '../../../../../domain/imports/plan-types';
import { IMPORT_TEXT, OUTCOME_LABELS } from '../import-texts';
import { ImportRowsTable } from './import-rows-table';

interface Props {
  view: ImportView;
  busy: boolean;
  onCommit: (body: CommitImport) => void;
}

/** The preview: counts, proposed rolls to confirm, review rows to decide, unreadable rows, every row. */
export function ImportPreview({ view, busy, onCommit }: Props) {
  const [rolls, setRolls] = useState<ReadonlySet<string>>(new Set());
  const [decisions, setDecisions] = useState<Record<number, ReviewDecision>>({});
  const review = view.rows.filter((row) => row.outcome === 'NEEDS_REVIEW');
  const editable = view.status === 'PREVIEW';
  const toggleRoll = (id: string, on: boolean) =>
    setRolls((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const commit = () =>
    onCommit({
      confirmedRolls: [...rolls],
      decisions: review.map((row) => ({
        rowNumber: row.rowNumber,
        decision: decisions[row.rowNumber] ?? 'LEAVE',
      })),
    });

  return (
    <div className="import-preview">
      <p>
        {view.formatName} · {view.filename} · {view.rowCount.toLocaleString('en-US')} rows
      </p>
      {view.warnings.map((warning) => (
        <p key={warning} className="import-preview__warning">
          {warning}
        </p>
      ))}
      <ul className="import-counts" aria-label="What the rows become">
        {PLAN_OUTCOMES.filter((outcome) => view.counts[outcome] > 0).map((outcome) => (
          <li key={outcome}>
            {OUTCOME_LABELS[outcome]}: <strong>{view.counts[outcome]}</strong>
          </li>
        ))}
      </ul>

      {editable && view.rolls.length > 0 ? (
        <fieldset className="import-rolls">
          <legend>{IMPORT_TEXT.rollsHeading}</legend>
          <p className="field__hint">{IMPORT_TEXT.rollsHint}</p>
          {view.rolls.map((roll) => (
            <label key={roll.id} className="import-rolls__item">
              <input
                type="checkbox"
                checked={rolls.has(roll.id)}
                onChange={(event) => toggleRoll(roll.id, event.target.checked)}
              />{' '}
              {IMPORT_TEXT.confirmRoll(roll.closeRow, roll.openRow, roll.ticker)}
            </label>
          ))}
        </fieldset>
      ) : null}

      {editable && review.length > 0 ? (
        <section aria-labelledby="import-review-heading">
          <h4 id="import-review-heading">{IMPORT_TEXT.reviewHeading}</h4>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Instrument</th>
                <th scope="col">Reason</th>
                <th scope="col">Decision</th>
              </tr>
            </thead>
            <tbody>
              {review.map((row) => (
                <tr key={row.rowNumber}>
                  <th scope="row">{row.rowNumber}</th>
                  <td>{row.instrument}</td>
                  <td>{row.reason}</td>
                  <td>
                    <select
                      aria-label={IMPORT_TEXT.decision(row.rowNumber)}
                      value={decisions[row.rowNumber] ?? 'LEAVE'}
                      onChange={(event) =>
                        setDecisions((current) => ({
                          ...current,
                          [row.rowNumber]: event.target.value as ReviewDecision,
                        }))
                      }
                    >
                      {REVIEW_DECISIONS.map((decision) => (
                        <option key={decision} value={decision}>
                          {REVIEW_DECISION_LABELS[decision]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {view.problems.length > 0 ? (
        <section aria-labelledby="import-problems-heading">
          <h4 id="import-problems-heading">{IMPORT_TEXT.problemsHeading}</h4>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {view.problems.map((problem) => (
                <tr key={problem.rowNumber}>
                  <th scope="row">{problem.rowNumber}</th>
                  <td>{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <h4>{IMPORT_TEXT.rowsHeading}</h4>
      <ImportRowsTable rows={view.rows} />
      {editable ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={commit}>
          {busy ? IMPORT_TEXT.committing : IMPORT_TEXT.commit}
        </button>
      ) : null}
    </div>
  );
}
