import { formatDateTime } from '../../../../domain/format';
import { KIND_LABELS, isNoticeKind } from '../../../../domain/notices/kinds';
import type { OutboxMessage } from '../../../../domain/notices/schemas';
import { useAccess } from '../../../auth/use-access';
import { ListTable } from '../../../components/list-block';
import { NoticeKindChoices } from '../../../components/notice-kind-choices';
import { failureMessage, reasonOr } from '../../../components/form/message';
import { Notice } from '../../../components/notice';
import { useOutbox, useRetryMessage } from './api/outbox';

const STATE_LABELS: Record<OutboxMessage['state'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

const MAIL_TEXT = {
  smtp: 'Notices are e-mailed through the SMTP server and shown in the app.',
  files: 'No SMTP_URL: messages are written to DATA_DIR/mail as .eml files (development).',
  off: 'No SMTP_URL: e-mail is off, and notices are shown in the app only.',
} as const;

/**
 * Which alerts the signed-in administrator is e-mailed (decision 027, second pass): the administrator's
 * own kinds of `/api/me/notice-preferences`. Every alert is still shown under the bell.
 */
function AlertChoices() {
  const access = useAccess();
  const user = access.status === 'signedIn' ? access.user : null;
  if (user === null) return null;
  return (
    <section className="outbox-alerts" aria-labelledby="outbox-alerts-heading">
      <h4 id="outbox-alerts-heading">Alerts by e-mail</h4>
      <NoticeKindChoices
        sub={user.sub}
        legend="Alerts by e-mail"
        loadingLabel="Loading the alert settings"
        failedText="The alert settings could not be loaded."
        intro={() => (
          <p className="muted">
            Untick an alert to stop its e-mail. Every alert is still shown under the bell at the top of the
            page.
          </p>
        )}
      />
    </section>
  );
}

/**
 * The outbox (decision 027): each notice's e-mail with its state and the server's last answer. The
 * administrator may queue a failed one again and choose which alerts are e-mailed; the auditor reads
 * the messages.
 */
export function OutboxPanel({ canWrite }: { canWrite: boolean }) {
  const outbox = useOutbox();
  const retry = useRetryMessage();
  return (
    <section className="card admin-card outbox-panel" aria-labelledby="outbox-heading">
      <h3 id="outbox-heading">Outbox</h3>
      {outbox.data ? (
        <p className="muted">
          {MAIL_TEXT[outbox.data.mail]}{' '}
          {outbox.data.alertsTo
            ? `The administrator's alerts go to ${outbox.data.alertsTo} (ADMIN_ALERT_EMAIL, else the administrator's own address).`
            : "The administrator's alerts have no address yet: set ADMIN_ALERT_EMAIL."}
        </p>
      ) : null}
      {canWrite ? <AlertChoices /> : null}
      {retry.isError ? (
        <Notice tone="error" title="The message could not be queued again">
          <p>{failureMessage(retry.error, reasonOr('The server could not be reached.')).text}</p>
        </Notice>
      ) : null}
      <ListTable
        query={outbox}
        rows={outbox.data?.messages ?? []}
        loadingLabel="Loading the outbox"
        failedTitle="The outbox could not be loaded"
        emptyText="No e-mail yet."
        name={{ labelledBy: 'outbox-heading' }}
        className={canWrite ? 'data-table--row-actions' : undefined}
        head={
          <>
            <th scope="col">Queued</th>
            <th scope="col">Notice</th>
            <th scope="col">To</th>
            <th scope="col">State</th>
            <th scope="col">Server's answer</th>
            {canWrite ? (
              <th scope="col">
                <span className="visually-hidden">Retry</span>
              </th>
            ) : null}
          </>
        }
        row={(message) => (
          <tr key={message.id}>
            <td>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </td>
            <td>{isNoticeKind(message.kind) ? KIND_LABELS[message.kind] : message.kind}</td>
            <td>{message.recipient}</td>
            <td>
              {STATE_LABELS[message.state]}
              {message.state === 'queued' && message.attempts > 0
                ? ` (try ${message.attempts + 1} at ${formatDateTime(message.nextAttemptAt)})`
                : ''}
            </td>
            <td>{message.lastAnswer ?? ''}</td>
            {canWrite ? (
              <td>
                {message.state === 'failed' || message.state === 'skipped' ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => retry.mutate(message.id)}
                    disabled={retry.isPending}
                    aria-label={`Retry the message of ${formatDateTime(message.createdAt)} to ${message.recipient}`}
                  >
                    Retry
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        )}
      />
    </section>
  );
}
