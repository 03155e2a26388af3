import { useQuery } from '@tanstack/react-query';
import { memo, useState, type FormEvent } from 'react';
import { booksNavNote } from '../../../../domain/books/books-nav';
import { parseDecimal } from '../../../../domain/decimal-input';
import {
  DEFAULT_NAV_TOLERANCE_PERCENT,
  navWithinTolerance,
} from '../../../../domain/investors/nav-tolerance';
import { NAV_OVERRIDE_REASON_MAX } from '../../../../domain/requests/constants';
import { isNavOutsideTolerance } from '../../../../domain/requests/messages';
import type { FundQuarter } from '../../../../domain/periods/fund-quarters';
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
import { NumberField, SelectField, TextAreaField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { ApiError } from '../../../api/http';
import {
  feeRunsQuery,
  fundQuartersQuery,
  usePostFeeRun,
  usePreviewFeeRun,
  useReverseFeeRun,
} from './api/fees-api';
import { FeePreviewTable } from './fee-preview-table';
import { useCanWrite } from '../shared/reports-access';
import { ListTable } from '../../../components/list-block';
import { failedTo, FEES_TEXT, postConfirmMessage, runPosted, runReversed } from './fees-texts';

/** The posted runs, newest first; only the latest can be reversed. */
function PostedRuns() {
  const runs = useQuery(feeRunsQuery());
  const quarters = useQuery(fundQuartersQuery());
  const refusalOf = (run: FeeRun) =>
    quarters.data?.quarters.find((each) => each.quarter === run.quarter)?.feeRun?.reverseRefusal ?? null;
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
                <div className="row-action">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setReversing(run)}
                    disabled={refusalOf(run) !== null}
                    aria-label={`${FEES_TEXT.reverse} the ${run.label} fee run`}
                    aria-describedby={refusalOf(run) === null ? undefined : `reverse-refusal-${run.id}`}
                  >
                    {FEES_TEXT.reverse}
                  </button>
                  {refusalOf(run) === null ? null : (
                    <span id={`reverse-refusal-${run.id}`} className="field__hint">
                      {refusalOf(run)}
                    </span>
                  )}
                </div>
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

// A preview lists every investor; it and the posted runs stay out of the renders the confirm's state
// and the typed fields cause (issue 30: every interaction within 200 ms at 4× with 200 investors).
const StillPreviewTable = memo(FeePreviewTable);
const StillPostedRuns = memo(PostedRuns);

/** The quarter a fee run starts at: the newest that can be charged, else the newest ended one. */
function firstChoice(quarters: readonly FundQuarter[]): FundQuarter | undefined {
  return (
    quarters.find((each) => each.feeRunRefusal === null) ?? quarters.find((each) => each.ended) ?? quarters[0]
  );
}

/** Whether a typed NAV strays beyond the tolerance from the books' NAV (the server holds it too). */
function farFromBooks(navText: string, quarter: FundQuarter | undefined): boolean {
  const nav = parseDecimal(navText);
  const books = quarter?.booksNav;
  if (nav === null || !nav.gt(0) || !books) return false;
  return !navWithinTolerance(nav, books.navPerUnit, DEFAULT_NAV_TOLERANCE_PERCENT);
}

/**
 * Preview a quarter's fees at its closing NAV, then post them (confirmed); the runs posted so far. The
 * quarter is a choice of the fund's quarters and the NAV starts at the books' for its end, named; a NAV
 * far from the books' asks for the reason, as an approval does (decision 029).
 */
export function FeeRunsCard() {
  const canWrite = useCanWrite();
  const quarters = useQuery(fundQuartersQuery());
  const list = quarters.data?.quarters ?? [];
  // '' and null: not chosen or typed yet, so the first quarter that can be charged and its books NAV.
  const form = useForm('fee-run-', {
    quarter: '',
    navPerUnit: null as string | null,
    navOverrideReason: '',
  });
  const [askReason, setAskReason] = useState(false);
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
  const quarterKey = form.values.quarter || (firstChoice(list)?.quarter ?? '');
  const chosen = list.find((each) => each.quarter === quarterKey);
  const navText = form.values.navPerUnit ?? (chosen?.booksNav ? String(chosen.booksNav.navPerUnit) : '');

  const choose = (key: string) => {
    form.setValues((current) => ({ ...current, quarter: key, navPerUnit: null }));
    setPreview(null);
    setAskReason(false);
  };

  const needsReason = askReason || farFromBooks(navText, chosen);
  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    posting.setMessage(null);
    setPreview(null);
    const reason = form.values.navOverrideReason.trim();
    const body = form.accept(
      checked(feeRunBodySchema, {
        quarter: quarterKey,
        navPerUnit: navText,
        ...(needsReason && reason !== '' ? { navOverrideReason: reason } : {}),
      }),
    );
    if (!body) return;
    if (needsReason && reason === '') {
      form.fail({ message: FEES_TEXT.reasonNeeded, field: 'navOverrideReason' });
      return;
    }
    previewing.run(
      { quarter: body.quarter, navPerUnit: body.navPerUnit },
      {
        onSuccess: (_message, lines) => {
          previewing.setMessage(null);
          setPreview({ body, lines });
        },
      },
    );
  };

  const post = () => {
    if (!preview) return;
    posting.run(preview.body, {
      onSuccess: () => {
        setConfirming(false);
        setPreview(null);
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && isNavOutsideTolerance(error.message)) {
          setAskReason(true);
          posting.setMessage(null);
          form.fail({ message: error.message, field: 'navOverrideReason' });
        }
      },
    });
  };

  const totals = preview?.lines.totals;
  return (
    <section className="card admin-card fees-runs" aria-labelledby="fee-runs-heading">
      <h3 id="fee-runs-heading">{FEES_TEXT.runsHeading}</h3>
      <form noValidate onSubmit={showPreview}>
        <div className="field-row">
          <SelectField
            {...form.field('quarter')}
            label={FEES_TEXT.quarterLabel}
            value={quarterKey}
            onChange={choose}
            options={list.map((each) => [each.quarter, each.label] as const)}
            hint={chosen?.feeRunRefusal ?? undefined}
          />
          <NumberField
            {...form.field('navPerUnit')}
            label={FEES_TEXT.navLabel}
            value={navText}
            onChange={form.set('navPerUnit')}
            step={NAV_INPUT_STEP}
            min="0"
            hint={chosen?.booksNav ? booksNavNote(chosen.booksNav) : FEES_TEXT.noBooksNav}
          />
        </div>
        {needsReason ? (
          <TextAreaField
            {...form.field('navOverrideReason')}
            label={FEES_TEXT.navReasonLabel}
            hint={FEES_TEXT.navReasonHint(DEFAULT_NAV_TOLERANCE_PERCENT)}
            value={form.values.navOverrideReason}
            onChange={form.set('navOverrideReason')}
            rows={2}
            maxLength={NAV_OVERRIDE_REASON_MAX}
          />
        ) : null}
        <FormMessage id={form.errorId} message={form.message ?? previewing.message} />
        <button type="submit" className="button button--secondary" disabled={previewing.pending}>
          {previewing.pending ? FEES_TEXT.previewing : FEES_TEXT.preview}
        </button>
      </form>
      {preview ? (
        <div className="fees-preview" aria-live="polite">
          <StillPreviewTable preview={preview.lines} />
          {canWrite ? (
            <div className="admin-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => setConfirming(true)}
                disabled={posting.pending || (chosen?.feeRunRefusal ?? null) !== null}
                aria-describedby={chosen?.feeRunRefusal ? 'fee-run-post-refusal' : undefined}
              >
                {FEES_TEXT.post}
              </button>
              {chosen?.feeRunRefusal ? (
                <span id="fee-run-post-refusal" className="field__hint">
                  {chosen.feeRunRefusal}
                </span>
              ) : null}
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
      <StillPostedRuns />
    </section>
  );
}
