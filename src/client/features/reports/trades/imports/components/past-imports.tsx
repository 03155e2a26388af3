import type { ImportSummary } from '../../../../../../domain/imports/api-schemas';
import { formatDateTime } from '../../../../../../domain/format';
import { IMPORT_TEXT } from '../import-texts';

/** Past imports, newest first, with an Undo for each committed one when `onUndo` is given. */
export function PastImports({
  imports,
  busy = false,
  onUndo,
}: {
  imports: readonly ImportSummary[];
  busy?: boolean;
  onUndo?: (id: number) => void;
}) {
  if (imports.length === 0) return <p>{IMPORT_TEXT.noPast}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{IMPORT_TEXT.pastHeading}</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Format</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Rows
            </th>
            <th scope="col">Committed</th>
            {onUndo ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {imports.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.filename}</th>
              <td>{item.formatName}</td>
              <td>{item.status.toLowerCase()}</td>
              <td className="num">{item.rowCount}</td>
              <td>{formatDateTime(item.committedAt)}</td>
              {onUndo ? (
                <td>
                  {item.status === 'COMMITTED' ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      aria-label={`${IMPORT_TEXT.undo} import of ${item.filename}`}
                      onClick={() => onUndo(item.id)}
                    >
                      {IMPORT_TEXT.undo}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
