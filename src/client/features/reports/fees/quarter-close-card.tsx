import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { formatDate } from '../../../../domain/format';
import { quarterKeySchema } from '../../../../domain/investors/schemas';
import { reopenPeriodBodySchema, REOPEN_REASON_RULE, type Period } from '../../../../domain/periods/schemas';
import { parseQuarter, quarterKey, quarterLabel } from '../../../../domain/quarters';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checked } from '../../../components/form/first-issue';
import { InputField, SelectField } from '../../../components/form/field';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { fundQuartersQuery, periodsQuery, useClosePeriod, useReopenPeriod } from './api/fees-api';
import { useCanWrite } from '../shared/reports-access';
import { ListTable } from '../../../components/list-block';
import { failedTo, FEES_TEXT, periodClosed, periodReopened, statementsStored } from './fees-texts';

const closeFormSchema = z.object({ quarter: quarterKeySchema });

/** Asks for the reason, then reopens the quarter. */
function ReopenDialog({ period, onClose }: { period: Period; onClose: (reopened: boolean) => void }) {
  const form = useForm('reopen-', { reason: '' });
  const reopen = useMutationNotice(useReopenPeriod(), {
    success: () => ({ tone: 'success', text: periodReopened(period.label) }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.reopenFailed)),
  });
  const submit = () => {
    const body = form.accept(checked(reopenPeriodBodySchema, form.values));
    if (body)
      reopen.run({ quarter: period.quarter, reason: body.reason }, { onSuccess: () => onClose(true) });
  };
  return (
    <FormDialog
      idPrefix="reopen-"
      title={FEES_TEXT.reopenTitle(period.label)}
      description={FEES_TEXT.reopenDescription}
      size="small"
      submitLabel={FEES_TEXT.reopenSubmit}
      pendingLabel={FEES_TEXT.reopening}
      pending={reopen.pending}
      onSubmit={submit}
      onClose={() => onClose(false)}
      message={form.message ?? reopen.message}
    >
      <InputField
        {...form.field('reason')}
        label={FEES_TEXT.reasonLabel}
        value={form.values.reason}
        onChange={form.set('reason')}
        maxLength={REOPEN_REASON_RULE.max}
        autoComplete="off"
        required
      />
    </FormDialog>
  );
}

/** The closed quarters, newest first, each with who closed it, when, and a way to reopen it. */
function ClosedQuarters({ onReopened }: { onReopened: (label: string) => void }) {
  const periods = useQuery(periodsQuery());
  const canWrite = useCanWrite();
  const [reopening, setReopening] = useState<Period | null>(null);
  const list = periods.data?.periods ?? [];
  return (
    <>
      <h4 id="closed-quarters-heading" className="admin-subheading">
        {FEES_TEXT.closedQuarters}
      </h4>
      <ListTable
        query={periods}
        rows={list}
        loadingLabel="Loading closed quarters"
        failedTitle={FEES_TEXT.loadFailed}
        emptyText={FEES_TEXT.noClosed}
        name={{ labelledBy: 'closed-quarters-heading' }}
        className="data-table--row-actions"
        head={
          <>
            <th scope="col">Quarter</th>
            <th scope="col">Closed by</th>
            <th scope="col">Closed on</th>
            <th scope="col" className="num">
              Statements
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(period) => (
          <tr key={period.quarter}>
            <th scope="row">{period.label}</th>
            <td>{period.closedBy}</td>
            <td>{formatDate(period.closedAt)}</td>
            <td className="num">{period.statementCount}</td>
            <td>
              {canWrite ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setReopening(period)}
                  aria-label={`${FEES_TEXT.reopen} ${period.label}`}
                >
                  {FEES_TEXT.reopen}
                </button>
              ) : null}
            </td>
          </tr>
        )}
      />
      {reopening ? (
        <ReopenDialog
          period={reopening}
          onClose={(reopened) => {
            if (reopened) onReopened(reopening.label);
            setReopening(null);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Close a quarter (confirmed; a quarter without a fee run needs the box ticked while terms are set).
 * The quarter is a choice of the fund's open quarters; one the books would refuse to close says why
 * beside a disabled button, before any confirm (decision 029).
 */
export function QuarterCloseCard() {
  const canWrite = useCanWrite();
  const quarters = useQuery(fundQuartersQuery());
  const open = (quarters.data?.quarters ?? []).filter((each) => !each.closed);
  const form = useForm('close-', { quarter: '', confirmNoFees: false });
  const [confirming, setConfirming] = useState<string | null>(null);
  const close = useMutationNotice(useClosePeriod(), {
    success: (period) => ({
      tone: 'success',
      text: periodClosed(period.label),
      detail: statementsStored(period.statementCount),
    }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.closeFailed)),
  });
  // Until one is chosen (and after it closes): the newest quarter that can be closed.
  const first = open.find((each) => each.closeRefusal === null) ?? open[0];
  const chosen = open.find((each) => each.quarter === form.values.quarter) ?? first;
  const quarterKeyChosen = chosen?.quarter ?? '';
  const refusal = chosen?.closeRefusal ?? null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    close.setMessage(null);
    if (refusal !== null) return;
    const body = form.accept(checked(closeFormSchema, { quarter: quarterKeyChosen }));
    if (body) setConfirming(quarterKey(parseQuarter(body.quarter)!));
  };
  const confirm = () => {
    if (confirming === null) return;
    close.run(
      {
        quarter: confirming,
        body: { confirmNoFees: (chosen?.needsNoFeesConfirmation ?? false) && form.values.confirmNoFees },
      },
      { onSuccess: () => setConfirming(null), onError: () => setConfirming(null) },
    );
  };
  const label = confirming === null ? '' : quarterLabel(parseQuarter(confirming)!);
  return (
    <section className="card admin-card" aria-labelledby="quarter-close-heading">
      <h3 id="quarter-close-heading">{FEES_TEXT.closeHeading}</h3>
      {canWrite ? (
        <form noValidate onSubmit={ask}>
          <SelectField
            {...form.field('quarter')}
            label={FEES_TEXT.closeQuarterLabel}
            hint={FEES_TEXT.closeQuarterHint}
            value={quarterKeyChosen}
            onChange={form.set('quarter')}
            options={open.map((each) => [each.quarter, each.label] as const)}
          />
          {chosen?.needsNoFeesConfirmation ? (
            <>
              <div className="trade-form__check">
                <input
                  id="close-confirmNoFees"
                  type="checkbox"
                  checked={form.values.confirmNoFees}
                  onChange={(event) => form.set('confirmNoFees')(event.target.checked)}
                  aria-describedby="close-confirmNoFees-hint"
                />
                <label htmlFor="close-confirmNoFees">{FEES_TEXT.confirmNoFeesLabel}</label>
              </div>
              <p id="close-confirmNoFees-hint" className="field__hint">
                {FEES_TEXT.confirmNoFeesHint}
              </p>
            </>
          ) : null}
          <FormMessage id={form.errorId} message={form.message ?? close.message} />
          <div className="row-action">
            <button
              type="submit"
              className="button button--primary"
              disabled={
                close.pending ||
                refusal !== null ||
                (chosen?.needsNoFeesConfirmation === true && !form.values.confirmNoFees)
              }
              aria-describedby={refusal === null ? undefined : 'close-refusal'}
            >
              {FEES_TEXT.close}
            </button>
            {refusal !== null ? (
              <span id="close-refusal" className="field__hint">
                {refusal}
              </span>
            ) : chosen?.needsNoFeesConfirmation && !form.values.confirmNoFees ? (
              <span className="field__hint">{FEES_TEXT.closeNeedsConfirm(chosen.label)}</span>
            ) : null}
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={FEES_TEXT.closeConfirmTitle(label)}
        message={FEES_TEXT.closeConfirm}
        confirmLabel={close.pending ? FEES_TEXT.closing : FEES_TEXT.close}
        busy={close.pending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <ClosedQuarters
        onReopened={(reopened) => close.setMessage({ tone: 'success', text: periodReopened(reopened) })}
      />
    </section>
  );
}
