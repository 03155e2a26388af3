import Decimal from 'decimal.js';
import { formatCurrency, formatDate, formatNavPerUnit, formatUnits } from '../../../domain/format';
import { confirmationFileName } from '../../../domain/requests/confirmation';
import { useState } from 'react';
import { REQUEST_STATUS_LABELS, requestSummary } from '../../../domain/requests/labels';
import type { CapitalRequest } from '../../../domain/requests/schemas';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListBlock, type ListQuery } from '../../components/list-block';
import { FormMessage } from '../../components/form/form-message';
import { failureMessage, reasonOr, type Message } from '../../components/form/message';
import { downloadFile } from '../../api/save-blob';
import { useCancelRequest } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { ActionButton } from '../../components/action-button';

const figure = (value: number) => new Decimal(value);

/** The facts of one request: when, until when, and what it booked or why it was not. */
function RequestFacts({ request }: { request: CapitalRequest }) {
  const facts: [string, string][] = [['Requested', formatDate(request.requestDate)]];
  const { booked } = request;
  if (booked) {
    facts.push(
      ['Dealing date', formatDate(booked.dealingDate)],
      ['NAV per unit', formatNavPerUnit(figure(booked.navPerUnit))],
      ['Amount', formatCurrency(figure(booked.amount).abs())],
      [
        request.kind === 'redemption' ? 'Shares redeemed' : 'Shares issued',
        formatUnits(figure(booked.shares).abs()),
      ],
      ['Shares held after', formatUnits(figure(booked.sharesAfter))],
    );
    if (request.noticeWaived) facts.push(['Notice', 'Waived']);
  } else if (request.status === 'pending' && request.kind === 'redemption') {
    facts.push(['Earliest dealing date', formatDate(request.earliestDealingDate)]);
  }
  // Dates and figures keep to one line; the words typed (a reason, a note) wrap as they must.
  const figures = facts.length;
  if (request.rejectionReason !== null) facts.push(['Reason', request.rejectionReason]);
  if (request.note !== null) facts.push(['Your note', request.note]);
  return (
    <dl className="request-facts">
      {facts.map(([label, value], index) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={index < figures ? 'figure' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The investor's requests, newest first, with their status, and for a pending one Cancel, for an
 * approved one its confirmation (docs/requirements.md#req-investor).
 */
export function RequestList({
  sub,
  query,
}: {
  sub: string;
  query: ListQuery & { data?: { requests: readonly CapitalRequest[] } };
}) {
  const cancel = useCancelRequest(sub);
  const [asking, setAsking] = useState<CapitalRequest | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const confirmCancel = () => {
    if (!asking) return;
    const summary = requestSummary(asking);
    cancel.mutate(asking.id, {
      onSuccess: () => setMessage({ tone: 'success', text: ACCOUNT_TEXTS.cancelled, detail: summary }),
      onError: (error) => setMessage(failureMessage(error, reasonOr(ACCOUNT_TEXTS.cancelFailed))),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <>
      <h3 id="your-requests-heading" className="account-section__subhead">
        {ACCOUNT_TEXTS.yourRequests}
      </h3>
      <FormMessage message={message} />
      <ListBlock
        query={query}
        rows={query.data?.requests ?? []}
        loadingLabel="Loading your requests"
        failedTitle={ACCOUNT_TEXTS.requestsFailed}
        emptyText={ACCOUNT_TEXTS.noRequests}
      >
        {(requests) => (
          <ul className="account-list" aria-labelledby="your-requests-heading">
            {requests.map((request) => {
              const summary = requestSummary(request);
              return (
                <li key={request.id} className="account-list__item request-item" data-request={request.id}>
                  <div className="request-item__body">
                    <p className="account-list__name">
                      {summary}{' '}
                      <span className={`request-status request-status--${request.status}`}>
                        {REQUEST_STATUS_LABELS[request.status]}
                      </span>
                    </p>
                    <RequestFacts request={request} />
                  </div>
                  <span className="account-list__actions">
                    {request.status === 'pending' ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setMessage(null);
                          setAsking(request);
                        }}
                        aria-label={`${ACCOUNT_TEXTS.cancel}: ${summary} of ${formatDate(request.requestDate)}`}
                      >
                        {ACCOUNT_TEXTS.cancel}
                      </button>
                    ) : null}
                    {request.status === 'approved' ? (
                      <ActionButton
                        label={`Download confirmation (PDF): ${summary}`}
                        run={() =>
                          downloadFile(
                            `/api/me/requests/${request.id}/confirmation`,
                            confirmationFileName(request.kind, request.id),
                          )
                        }
                      />
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </ListBlock>
      <ConfirmDialog
        open={asking !== null}
        title={ACCOUNT_TEXTS.cancelTitle}
        message={asking ? `${requestSummary(asking)} will not be dealt.` : ''}
        confirmLabel={cancel.isPending ? ACCOUNT_TEXTS.cancelling : ACCOUNT_TEXTS.cancel}
        cancelLabel={ACCOUNT_TEXTS.keep}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
