import { useId, useState } from 'react';
import type { ImportListItem, ImportView } from '../../../../../../domain/imports/api-schemas';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { Notice } from '../../../../../components/notice';
import { useCanWrite } from '../../../shared/reports-access';
import { useCommitImport, useImportList, usePreviewImport, useUndoImport } from '../api/imports-api';
import { IMPORT_TEXT } from '../import-texts';
import { ImportPreview } from './import-preview';
import { PastImports } from './past-imports';
import { UploadForm } from './upload-form';

type Message = { tone: 'info' | 'error'; text: string } | null;

/**
 * The Trade Log's import: a button that opens upload, preview, commit and the past imports; for a
 * viewer who may not write, the past imports only.
 */
export function ImportTradesSection() {
  const canWrite = useCanWrite();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const labels = canWrite
    ? { open: IMPORT_TEXT.open, close: IMPORT_TEXT.close }
    : { open: IMPORT_TEXT.openPast, close: IMPORT_TEXT.closePast };
  return (
    <div className="import-trades">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? labels.close : labels.open}
      </button>
      {open ? (
        <section id={regionId} className="import-trades__panel" aria-labelledby={`${regionId}-heading`}>
          {canWrite ? (
            <ImportScreen headingId={`${regionId}-heading`} />
          ) : (
            <PastImportsScreen headingId={`${regionId}-heading`} />
          )}
        </section>
      ) : null}
    </div>
  );
}

/** What an auditor sees of the imports: the list, without Undo. */
function PastImportsScreen({ headingId }: { headingId: string }) {
  const list = useImportList();
  return (
    <>
      <h3 id={headingId}>{IMPORT_TEXT.pastHeading}</h3>
      <PastImports list={list} />
    </>
  );
}

function ImportScreen({ headingId }: { headingId: string }) {
  const [view, setView] = useState<ImportView | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const list = useImportList();
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportListItem | null>(null);
  const fail = (error: Error) => setMessage({ tone: 'error', text: error.message });

  return (
    <>
      <h3 id={headingId}>{IMPORT_TEXT.heading}</h3>
      <p>{IMPORT_TEXT.intro}</p>
      <UploadForm
        busy={preview.isPending}
        onPreview={(variables) => {
          setMessage(null);
          preview.mutate(variables, { onSuccess: setView, onError: fail });
        }}
      />
      {message ? <Notice tone={message.tone} title={message.text} /> : null}
      {view ? (
        <ImportPreview
          key={view.id}
          view={view}
          busy={commit.isPending}
          onCommit={(body) =>
            commit.mutate(
              { id: view.id, body },
              {
                onSuccess: (committed) => {
                  setView(committed);
                  const booked = committed.rows.filter(
                    (row) => row.outcome !== 'DUPLICATE' && row.outcome !== 'NEEDS_REVIEW',
                  ).length;
                  setMessage({ tone: 'info', text: IMPORT_TEXT.committed(booked) });
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
      <h4>{IMPORT_TEXT.pastHeading}</h4>
      <PastImports list={list} busy={undo.isPending} onUndo={setUndoing} />
      <ConfirmDialog
        open={undoing !== null}
        title={IMPORT_TEXT.undoTitle(undoing?.filename ?? '')}
        message={IMPORT_TEXT.undoConfirm}
        confirmLabel={undo.isPending ? IMPORT_TEXT.undoing : IMPORT_TEXT.undo}
        destructive
        busy={undo.isPending}
        onConfirm={() => {
          if (undoing === null) return;
          undo.mutate(undoing.id, {
            onSuccess: (undone) => {
              setUndoing(null);
              if (view?.id === undone.id) setView(undone);
              setMessage({ tone: 'info', text: IMPORT_TEXT.undone });
            },
            onError: (error) => {
              setUndoing(null);
              fail(error);
            },
          });
        }}
        onCancel={() => setUndoing(null)}
      />
    </>
  );
}
