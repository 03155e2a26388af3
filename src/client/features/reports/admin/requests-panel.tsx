import { useEffect, useState } from 'react';
import { formatDate } from '../../../../domain/format';
import { confirmationFileName } from '../../../../domain/requests/confirmation';
import { REQUEST_STATUS_LABELS, requestSummary } from '../../../../domain/requests/labels';
import { REQUEST_LIST_FILTERS, type AdminCapitalRequest } from '../../../../domain/requests/schemas';
import { downloadFile } from '../../../api/save-blob';
import { ActionButton } from '../../../components/action-button';
import { FormMessage } from '../../../components/form/form-message';
import type { Message } from '../../../components/form/message';
import { ListTable } from '../../../components/list-block';
import { SegmentedControl } from '../../../components/segmented-control';
import { usePrefetchBooksNav } from '../api/get-books-nav';
import { useCurrentNav } from '../api/get-current-nav';
import { useCanWrite } from '../shared/reports-access';
import { useRequests } from './api/requests';
import { ApproveRequestDialog } from './approve-request-dialog';
import { RejectRequestDialog } from './reject-request-dialog';
import { REQUESTS_TEXT } from './requests-texts';

type Filter = (typeof REQUEST_LIST_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = {
  pending: REQUESTS_TEXT.showPending,
  all: REQUESTS_TEXT.showAll,
};

const DECISIONS = ['approve', 'reject'] as const;
type Decision = (typeof DECISIONS)[number];
type Deciding = { request: AdminCapitalRequest; decision: Decision } | null;

/** What became of a request, for the list of all of them. */
function outcome(request: AdminCapitalRequest): string {
  if (request.booked) return `Dealt ${formatDate(request.booked.dealingDate)}`;
  if (request.rejectionReason !== null) return request.rejectionReason;
  return request.status === 'pending' ? `From ${formatDate(request.earliestDealingDate)}` : '';
}

/**
 * Admin Tools' Requests panel (docs/requirements.md#req-admin): the count of pending requests in its
 * heading, the pending ones oldest first (or all), each approved at a dealing date and NAV or rejected
 * with a reason. The auditor sees the list without the buttons.
 */
export function RequestsPanel() {
  const [filter, setFilter] = useState<Filter>('pending');
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const canWrite = useCanWrite();
  const list = useRequests(filter);
  const currentNav = useCurrentNav();
  const requests = list.data?.requests ?? [];
  const pendingCount = list.data?.pendingCount;
  const prefetchBooksNav = usePrefetchBooksNav();
  // The approve dialog starts at the books' NAV of the request's earliest dealing date: fetched with
  // the list (and again on pointing at Approve, if stale), so opening the dialog fetches nothing.
  const dealingDays = canWrite
    ? [...new Set(requests.filter((r) => r.status === 'pending').map((r) => r.earliestDealingDate))].join(',')
    : '';
  useEffect(() => {
    for (const day of dealingDays ? dealingDays.split(',') : []) prefetchBooksNav(day);
  }, [dealingDays, prefetchBooksNav]);

  const done = (next: Message) => {
    setDeciding(null);
    setMessage(next);
  };
  const open = (request: AdminCapitalRequest, decision: Decision) => {
    setMessage(null);
    setDeciding({ request, decision });
  };

  return (
    <section className="card admin-card admin-card--wide requests-panel" aria-labelledby="requests-heading">
      <h3 id="requests-heading">
        {REQUESTS_TEXT.heading}
        {pendingCount === undefined ? null : (
          <span className="count-badge">{REQUESTS_TEXT.pending(pendingCount)}</span>
        )}
      </h3>
      <p className="muted">{REQUESTS_TEXT.intro}</p>
      <SegmentedControl
        legend={REQUESTS_TEXT.show}
        options={REQUEST_LIST_FILTERS}
        labels={FILTER_LABELS}
        value={filter}
        onChange={setFilter}
      />
      <FormMessage message={message} />
      <ListTable
        query={list}
        rows={requests}
        loadingLabel={REQUESTS_TEXT.loading}
        failedTitle={REQUESTS_TEXT.loadFailed}
        emptyText={filter === 'pending' ? REQUESTS_TEXT.noPending : REQUESTS_TEXT.noRequests}
        name={{ label: REQUESTS_TEXT.table }}
        className={`requests-table${canWrite && filter === 'pending' ? ' data-table--row-actions' : ''}`}
        head={
          <>
            <th scope="col">Asked</th>
            <th scope="col">Investor</th>
            <th scope="col">Request</th>
            <th scope="col">Status</th>
            <th scope="col">Dealing</th>
            <th scope="col">Note</th>
            {canWrite && filter === 'pending' ? (
              <th scope="col">
                <span className="visually-hidden">Decide</span>
              </th>
            ) : null}
          </>
        }
        row={(request) => {
          const summary = requestSummary(request);
          return (
            <tr key={request.id} data-request={request.id}>
              <td>{formatDate(request.requestDate)}</td>
              <td>{request.investorName}</td>
              <th scope="row">{summary}</th>
              <td>{REQUEST_STATUS_LABELS[request.status]}</td>
              <td>
                <span className="requests-table__outcome">
                  {outcome(request)}
                  {request.status === 'approved' ? (
                    <ActionButton
                      label={REQUESTS_TEXT.confirmation}
                      ariaLabel={`${REQUESTS_TEXT.confirmationFor}: ${request.investorName}, ${summary}`}
                      className="button button--small button--secondary"
                      run={() =>
                        downloadFile(
                          `/api/requests/${request.id}/confirmation`,
                          confirmationFileName(request.kind, request.id),
                        )
                      }
                    />
                  ) : null}
                </span>
              </td>
              <td className="requests-table__note">{request.note ?? ''}</td>
              {canWrite && filter === 'pending' ? (
                <td>
                  <span className="requests-table__actions">
                    {DECISIONS.map((decision) => (
                      <button
                        key={decision}
                        type="button"
                        className={`button button--small ${decision === 'approve' ? 'button--primary' : 'button--secondary'}`}
                        onClick={() => open(request, decision)}
                        {...(decision === 'approve'
                          ? {
                              onPointerEnter: () => prefetchBooksNav(request.earliestDealingDate),
                              onFocus: () => prefetchBooksNav(request.earliestDealingDate),
                            }
                          : {})}
                        aria-label={`${REQUESTS_TEXT[decision]}: ${request.investorName}, ${summary}`}
                      >
                        {REQUESTS_TEXT[decision]}
                      </button>
                    ))}
                  </span>
                </td>
              ) : null}
            </tr>
          );
        }}
      />
      {deciding?.decision === 'approve' ? (
        <ApproveRequestDialog
          request={deciding.request}
          currentNav={currentNav.data?.NAV ?? null}
          onDone={done}
          onClose={() => setDeciding(null)}
        />
      ) : null}
      {deciding?.decision === 'reject' ? (
        <RejectRequestDialog request={deciding.request} onDone={done} onClose={() => setDeciding(null)} />
      ) : null}
    </section>
  );
}
