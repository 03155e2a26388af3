import type { ImportListItem } from '../../../../../../domain/imports/api-schemas';
import { formatDateTime } from '../../../../../../domain/format';
import { ListTable, type ListQuery } from '../../../../../components/list-block';
import { IMPORT_TEXT } from '../import-texts';

/**
 * Past imports, newest first: who imported each and who undid it (decision 030), with an Undo (which
 * asks first) for each committed one when `onUndo` is given. What the books would refuse of an undo
 * (a closed quarter, positions changed since) is disabled beforehand, the server's reason beside it.
 */
export function PastImports({
  list,
  busy = false,
  onUndo,
}: {
  list: ListQuery & { data?: readonly ImportListItem[] };
  busy?: boolean;
  onUndo?: (item: ImportListItem) => void;
}) {
  return (
    <ListTable
      query={list}
      rows={list.data ?? []}
      loadingLabel={IMPORT_TEXT.pastLoading}
      failedTitle={IMPORT_TEXT.pastFailed}
      emptyText={IMPORT_TEXT.noPast}
      name={{ label: IMPORT_TEXT.pastHeading }}
      className={onUndo ? 'data-table--row-actions' : undefined}
      head={
        <>
          <th scope="col">File</th>
          <th scope="col">Format</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">
            Rows
          </th>
          <th scope="col">Committed</th>
          <th scope="col">Who</th>
          {onUndo ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </>
      }
      row={(item) => (
        <tr key={item.id}>
          <th scope="row">{item.filename}</th>
          <td>{item.formatName}</td>
          <td>{item.status.toLowerCase()}</td>
          <td className="num">{item.rowCount}</td>
          <td>{formatDateTime(item.committedAt)}</td>
          <td>
            <span className="past-imports__who">Imported by {item.actor}</span>
            {item.undoneBy === null ? null : (
              <span className="past-imports__who">
                Undone by {item.undoneBy}
                {item.undoneAt === null ? '' : `, ${formatDateTime(item.undoneAt)}`}
              </span>
            )}
          </td>
          {onUndo ? (
            <td>
              {item.status === 'COMMITTED' ? (
                <div className="row-action">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy || item.undoRefusal !== null}
                    aria-label={`${IMPORT_TEXT.undo} import of ${item.filename}`}
                    aria-describedby={item.undoRefusal === null ? undefined : `undo-refusal-${item.id}`}
                    onClick={() => onUndo(item)}
                  >
                    {IMPORT_TEXT.undo}
                  </button>
                  {item.undoRefusal === null ? null : (
                    <span id={`undo-refusal-${item.id}`} className="field__hint">
                      {item.undoRefusal}
                    </span>
                  )}
                </div>
              ) : null}
            </td>
          ) : null}
        </tr>
      )}
    />
  );
}
