import { useState } from 'react';
import { SAMPLE_DATA_TEXT as TEXT } from '../../../domain/sample-data/schemas';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { failureMessage, reasonOr } from '../../components/form/message';
import { useRemoveSampleData, useSampleData } from './api/sample-data';
import { useCanWrite } from './shared/reports-access';

/**
 * 'Sample data is shown' over the Reports area while the books hold the sample fund, with 'Remove
 * sample data' (asked first, audited on the server; docs/requirements.md#ops-sample).
 */
export function SampleDataBanner() {
  const state = useSampleData();
  const remove = useRemoveSampleData();
  const [asking, setAsking] = useState(false);
  const canWrite = useCanWrite();

  if (remove.isSuccess) {
    return (
      <Notice tone="success" title={TEXT.removed}>
        {null}
      </Notice>
    );
  }
  if (!state.data?.present) return null;
  return (
    <>
      <Notice
        title={TEXT.banner}
        actions={
          canWrite ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(true)}
              disabled={remove.isPending}
            >
              {TEXT.remove}
            </button>
          ) : undefined
        }
      >
        <p>{TEXT.body}</p>
        {remove.isError ? (
          <p role="alert">
            {failureMessage(remove.error, reasonOr('The sample data could not be removed.')).text}
          </p>
        ) : null}
      </Notice>
      <ConfirmDialog
        open={asking}
        title={TEXT.confirmTitle}
        message={TEXT.confirmBody}
        confirmLabel={TEXT.remove}
        destructive
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
