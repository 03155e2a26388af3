import { formatFileSize } from '../../../../domain/documents/file-size';
import { formatDateTime } from '../../../../domain/format';
import { Notice } from '../../../components/notice';
import { ListTable } from '../../../components/list-block';
import { failureMessage, reasonOr } from '../../../components/form/message';
import { useBackups, useDownloadBackup } from './api/backups';

const reason = (error: unknown, fallback: string) => failureMessage(error, reasonOr(fallback)).text;

/**
 * Backups: one of the whole books taken now, and the ones the server's schedule keeps
 * (docs/requirements.md#ops-backup). Every control is a button in the page's tab order.
 */
export function BackupsPanel() {
  const backups = useBackups();
  const download = useDownloadBackup();
  const pendingName = download.isPending ? download.variables : undefined;
  const schedule = backups.data?.schedule;
  const files = backups.data?.files ?? [];

  return (
    <section className="card admin-card backups-panel" aria-labelledby="backups-heading">
      <h3 id="backups-heading">Backups</h3>
      <p className="muted" id="backups-hint">
        A backup holds the whole books (investors, records, NAVs, trades, documents, imports and the audit
        log) in one file that <code>npm run restore</code> loads into a new database.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => download.mutate(null)}
        disabled={download.isPending}
        aria-describedby="backups-hint"
      >
        {pendingName === null ? 'Preparing backup...' : 'Download a backup now'}
      </button>
      <div aria-live="polite">
        {download.isError ? (
          <Notice tone="error" title="The backup could not be downloaded">
            <p>{reason(download.error, 'The server could not be reached.')}</p>
          </Notice>
        ) : download.isSuccess ? (
          <p className="muted">Downloaded {download.data}.</p>
        ) : null}
      </div>

      <h4 id="scheduled-backups-heading" className="admin-subheading">
        Scheduled backups
      </h4>
      {schedule && !schedule.enabled ? (
        <p className="muted">
          Scheduled backups are off. Set <code>BACKUP_DIR</code> on the server to turn them on.
        </p>
      ) : (
        <>
          {schedule ? (
            <p className="muted">
              Every {schedule.intervalMinutes} minutes, keeping the newest {schedule.keep}.
              {schedule.lastFinishedAt ? ` Last run ${formatDateTime(schedule.lastFinishedAt)}.` : ''}
            </p>
          ) : null}
          {schedule?.lastError ? (
            <Notice tone="error" title="The last scheduled backup failed">
              <p>{schedule.lastError}</p>
            </Notice>
          ) : null}
          <ListTable
            query={backups}
            rows={files}
            loadingLabel="Loading scheduled backups"
            failedTitle="Scheduled backups could not be loaded"
            emptyText="No scheduled backup yet."
            name={{ labelledBy: 'scheduled-backups-heading' }}
            head={
              <>
                <th scope="col">Taken</th>
                <th scope="col" className="num">
                  Size
                </th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </>
            }
            row={(file) => (
              <tr key={file.name}>
                <td>
                  <time dateTime={file.createdAt} title={file.name}>
                    {formatDateTime(file.createdAt)}
                  </time>
                </td>
                <td className="num">{formatFileSize(file.size)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => download.mutate(file.name)}
                    disabled={download.isPending}
                    aria-label={`Download ${file.name}`}
                  >
                    {pendingName === file.name ? 'Downloading...' : 'Download'}
                  </button>
                </td>
              </tr>
            )}
          />
        </>
      )}
    </section>
  );
}
