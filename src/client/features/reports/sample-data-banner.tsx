import { useEffect, useId, useState } from 'react';
import { SAMPLE_DATA_TEXT as TEXT } from '../../../domain/sample-data/schemas';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { failureMessage, reasonOr } from '../../components/form/message';
import { useRemoveSampleData, useSampleData } from './api/sample-data';
import { useCanWrite } from './shared/reports-access';

/** Set once the banner has been shown in full: from then on it is one line, its text a click away. */
const SEEN_KEY = 'fund.sampleDataBannerSeen';

function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 'Sample data is shown' over the Reports area while the books hold the sample fund (docs/requirements.md
 * #ops-sample): in full the first time, one line after that. The administrator gets 'Remove sample data'
 * (asked first, audited on the server), disabled with what blocks it while something does (issue 31);
 * the auditor, who cannot remove it, reads no instruction to.
 */
export function SampleDataBanner() {
  const state = useSampleData();
  const remove = useRemoveSampleData();
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(() => !seenBefore());
  const canWrite = useCanWrite();
  const detailsId = useId();
  const blockersId = useId();
  const present = state.data?.present === true;

  useEffect(() => {
    if (!present) return;
    try {
      window.localStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Without storage the banner stays as it is; nothing else depends on it.
    }
  }, [present]);

  if (remove.isSuccess) {
    return (
      <Notice tone="success" title={TEXT.removed}>
        {null}
      </Notice>
    );
  }
  if (!state.data?.present) return null;
  const blockers = canWrite ? state.data.blockers : [];
  const body = canWrite ? TEXT.body : TEXT.short;
  return (
    <>
      <div className="notice notice--info sample-banner" role="status">
        <p className="sample-banner__line">
          <strong>{TEXT.banner}</strong>
          {open ? null : <span className="sample-banner__short"> {TEXT.short}</span>}
        </p>
        <div className="sample-banner__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {TEXT.details}
          </button>
          {canWrite ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setAsking(true)}
              disabled={remove.isPending || blockers.length > 0}
              aria-describedby={blockers.length > 0 ? blockersId : undefined}
            >
              {TEXT.remove}
            </button>
          ) : null}
        </div>
        <div id={detailsId} hidden={!open} className="sample-banner__details">
          <p>{body}</p>
        </div>
        {blockers.length > 0 ? (
          <div id={blockersId} className="sample-banner__details">
            <p>{TEXT.blockedTitle}</p>
            <ul>
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {remove.isError ? (
          <p role="alert">
            {failureMessage(remove.error, reasonOr('The sample data could not be removed.')).text}
          </p>
        ) : null}
      </div>
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
