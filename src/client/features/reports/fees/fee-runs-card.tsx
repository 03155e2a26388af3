import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatCurrency, formatDate, formatMoney3, formatNumber } from '../../../../domain/format';
import {
  feeRunBodySchema,
  type FeeRun,
  type FeeRunBody,
  type FeeRunLines,
} from '../../../../domain/fees/schemas';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checked } from '../../../components/form/first-issue';
import { InputField, NumberField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { feeRunsQuery, usePostFeeRun, usePreviewFeeRun, useReverseFeeRun } from './api/fees-api';
import { FeePreviewTable } from './fee-preview-table';
import { useCanWrite } from '../shared/reports-access';
import { ListTable } from '../../../components/list-block';
import { failedTo, FEES_TEXT, postConfirmMessage, runPosted, runReversed } from './fees-texts';

/** The posted runs, newest first; only the latest can be reversed. */
function PostedRuns() {
  const runs = useQuery(feeRunsQuery());
  const canWrite = useCanWrite();
  const [reversing, setReversing] = useState<FeeRun | null>(null);
  const reverse = useMutationNotice(useReverseFeeRun(), {
    success: (run) => ({ tone: 'success', text: runReversed(run.label) }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.reverseFailed)),
  });
  const list = runs.data?.runs ?? [];
  return (
    <>
      <h4 id="posted-runs-heading" className="admin-subheading">
        {FEES_TEXT.postedRuns}
      </h4>
      <ListTable
        query={runs}
        rows={list}
        loadingLabel="Loading fee runs"
        failedTitle={FEES_TEXT.loadFailed}
        emptyText={FEES_TEXT.noRuns}
        name={{ labelledBy: 'posted-runs-heading' }}
        head={
          <>
            <th scope="col">Quarter</th>
            <th scope="col" className="num">
              NAV per unit ($)
            </th>
            <th scope="col" className="num">
              Total fee ($)
            </th>
            <th scope="col" className="num">
              Fee units
            </th>
            <th scope="col" className="num">
              Investors
            </th>
            <th scope="col">Posted</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(run, index) => (
          <tr key={run.id}>
            <th scope="row">{run.label}</th>
            <td className="num">{formatNumber(run.navPerUnit)}</td>
            <td className="num">{formatMoney3(run.totalFee)}</td>
            <td className="num">{formatNumber(run.feeShares)}</td>
            <td className="num">{run.investorCount}</td>
            <td>
              {formatDate(run.postedAt)} by {run.postedBy}
            </td>
            <td>
              {index === 0 && canWrite ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setReversing(run)}
                  aria-label={`${FEES_TEXT.reverse} the ${run.label} fee run`}
                >
                  {FEES_TEXT.reverse}
                </button>
              ) : null}
            </td>
          </tr>
        )}
      />
      <FormMessage message={reverse.message} />
      <ConfirmDialog
        open={reversing !== null}
        title={FEES_TEXT.reverseConfirmTitle(reversing?.label ?? '')}
        message={FEES_TEXT.reverseConfirm}
        confirmLabel={reverse.pending ? FEES_TEXT.reversing : FEES_TEXT.reverseRun}
        destructive
        busy={reverse.pending}
        onConfirm={() => {
          if (reversing)
            reverse.run(reversing, {
              onSuccess: () => setReversing(null),
              onError: () => setReversing(null),
            });
        }}
        onCancel={() => setReversing(null)}
      />
    </>
  );
}

/** Preview a quarter's fees at its closing NAV, then post them (confirmed); the runs posted so far. */
export function FeeRunsCard() {
  const canWrite = useCanWrite();
  const form = useForm('fee-run-', { quarter: '', navPerUnit: '' });
  const [preview, setPreview] = useState<{ body: FeeRunBody; lines: FeeRunLines } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewing = useMutationNotice(usePreviewFeeRun(), {
    success: () => ({ tone: 'info', text: '' }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.previewFailed)),
  });
  const posting = useMutationNotice(usePostFeeRun(), {
    success: (run) => ({ tone: 'success', text: runPosted(run.label) }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.postFailed)),
  });

  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    posting.setMessage(null);
    setPreview(null);
    const body = form.accept(checked(feeRunBodySchema, form.values));
    if (!body) return;
    previewing.run(body, {
      onSuccess: (_message, lines) => {
        previewing.setMessage(null);
        setPreview({ body, lines });
      },
    });
  };

  const post = () => {
    if (!preview) return;
    posting.run(preview.body, {
      onSuccess: () => {
        setConfirming(false);
        setPreview(null);
      },
      onError: () => setConfirming(false),
    });
  };

  const totals = preview?.lines.totals;
  return (
    <section className="card admin-card fees-runs" aria-labelledby="fee-runs-heading">
      <h3 id="fee-runs-heading">{FEES_TEXT.runsHeading}</h3>
      <form noValidate onSubmit={showPreview}>
        <div className="field-row">
          <InputField
            {...form.field('quarter')}
            label={FEES_TEXT.quarterLabel}
            hint={FEES_TEXT.quarterHint}
            value={form.values.quarter}
            onChange={form.set('quarter')}
            maxLength={7}
            autoComplete="off"
          />
          <NumberField
            {...form.field('navPerUnit')}
            label={FEES_TEXT.navLabel}
            value={form.values.navPerUnit}
            onChange={form.set('navPerUnit')}
            step={NAV_INPUT_STEP}
            min="0"
          />
        </div>
        <FormMessage id={form.errorId} message={form.message ?? previewing.message} />
        <button type="submit" className="button button--secondary" disabled={previewing.pending}>
          {previewing.pending ? FEES_TEXT.previewing : FEES_TEXT.preview}
        </button>
      </form>
      {preview ? (
        <div className="fees-preview" aria-live="polite">
          <FeePreviewTable preview={preview.lines} />
          {canWrite ? (
            <div className="admin-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => setConfirming(true)}
                disabled={posting.pending}
              >
                {FEES_TEXT.post}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <FormMessage message={posting.message} />
      <ConfirmDialog
        open={confirming && preview !== null}
        title={FEES_TEXT.postConfirmTitle(preview?.lines.label ?? '')}
        message={postConfirmMessage(
          formatNumber(totals?.feeShares ?? 0),
          preview?.lines.investors.length ?? 0,
          formatCurrency(totals?.totalFee ?? 0),
        )}
        confirmLabel={posting.pending ? FEES_TEXT.posting : FEES_TEXT.post}
        busy={posting.pending}
        onConfirm={post}
        onCancel={() => setConfirming(false)}
      />
      <PostedRuns />
    </section>
  );
}
