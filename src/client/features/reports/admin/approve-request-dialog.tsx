import Decimal from 'decimal.js';
import { formatCurrency, formatDate, formatUnits } from '../../../../domain/format';
import { parseDecimal } from '../../../../domain/decimal-input';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { bookedFigures } from '../../../../domain/requests/figures';
import { requestSummary } from '../../../../domain/requests/labels';
import { NAV_OVERRIDE_REASON_MAX } from '../../../../domain/requests/constants';
import { dealingDateProblem } from '../../../../domain/requests/dealing-rules';
import { isNavOutsideTolerance } from '../../../../domain/requests/messages';
import { requestApproveSchema, type AdminCapitalRequest } from '../../../../domain/requests/schemas';
import { ApiError } from '../../../api/http';
import { CheckboxField, InputField, NumberField, TextAreaField } from '../../../components/form/field';
import { checkedBody } from '../../../components/form/first-issue';
import { FormDialog } from '../../../components/form/form-dialog';
import { failureMessage, reasonOr, type Message } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { booksNavNote } from '../../../../domain/books/books-nav';
import { useBooksNav } from '../api/get-books-nav';
import { useApproveRequest } from './api/requests';
import { REQUESTS_TEXT } from './requests-texts';

const PREFIX = 'approve-request-';

interface ApproveValues {
  dealingDate: string;
  /** Null until typed: the books' NAV for the dealing date (else the current NAV). */
  navPerUnit: string | null;
  waiveNotice: boolean;
  navOverrideReason: string;
}

/**
 * What the approval will book at the NAV typed, or null while it is not a NAV: in the confirmation's
 * own figures (units as the books hold them, money in cents), since it previews that confirmation.
 */
function bookingPreview(request: AdminCapitalRequest, navText: string): string | null {
  const nav = parseDecimal(navText);
  if (nav === null || !nav.gt(0)) return null;
  const asked = {
    kind: request.kind,
    amount: request.amount === null ? null : new Decimal(request.amount),
    shares: request.shares === null ? null : new Decimal(request.shares),
  };
  const booked = bookedFigures(asked, nav);
  const after = new Decimal(request.sharesHeld).plus(booked.shares);
  const verb = request.kind === 'redemption' ? 'Redeems' : 'Issues';
  return `${verb} ${formatUnits(booked.shares.abs())} shares for ${formatCurrency(booked.amount.abs())}; ${request.investorName} then holds ${formatUnits(after)}.`;
}

/**
 * Approves a pending request (docs/requirements.md#req-approve): the dealing date (the request's
 * earliest by default) and the NAV per unit (the books' NAV for the dealing date by default, its source
 * named; the current NAV while the books hold none); a redemption dealt earlier
 * needs the notice waived, and a NAV per unit far from the books' needs a reason (the server knows the
 * books' NAV, so its refusal is what moves the focus to the reason).
 */
export function ApproveRequestDialog({
  request,
  currentNav,
  onDone,
  onClose,
}: {
  request: AdminCapitalRequest;
  currentNav: number | null;
  onDone: (message: Message) => void;
  onClose: () => void;
}) {
  const form = useForm<ApproveValues>(PREFIX, {
    dealingDate: request.earliestDealingDate,
    navPerUnit: null,
    waiveNotice: false,
    navOverrideReason: '',
  });
  const approve = useApproveRequest();
  const { values, set, field } = form;
  const books = useBooksNav(values.dealingDate).data?.booksNav ?? null;
  const navText =
    values.navPerUnit ??
    (books !== null ? String(books.navPerUnit) : currentNav === null ? '' : String(currentNav));
  const early = request.kind === 'redemption' && values.dealingDate < request.earliestDealingDate;
  const preview = bookingPreview(request, navText);

  const submit = () => {
    const reason = values.navOverrideReason.trim();
    const body = form.accept(
      checkedBody(requestApproveSchema, {
        dealingDate: values.dealingDate,
        navPerUnit: navText.trim(),
        waiveNotice: early && values.waiveNotice,
        ...(reason === '' ? {} : { navOverrideReason: reason }),
      }),
    );
    if (body === null) return;
    const dealing = dealingDateProblem(request, values.dealingDate, early && values.waiveNotice);
    if (dealing !== null) {
      form.fail(dealing);
      return;
    }
    approve.mutate(
      { id: request.id, body },
      {
        onSuccess: () =>
          onDone({
            tone: 'success',
            text: REQUESTS_TEXT.approved,
            detail: `${request.investorName}: ${requestSummary(request)}, dealt on ${formatDate(values.dealingDate)}.`,
          }),
        onError: (error) =>
          error instanceof ApiError && isNavOutsideTolerance(error.message)
            ? form.fail({ message: error.message, field: 'navOverrideReason' })
            : form.report(failureMessage(error, reasonOr(REQUESTS_TEXT.approveFailed))),
      },
    );
  };

  return (
    <FormDialog
      idPrefix={PREFIX}
      title={REQUESTS_TEXT.approveTitle}
      description={`${request.investorName}: ${requestSummary(request)}, asked on ${formatDate(request.requestDate)}.`}
      submitLabel={REQUESTS_TEXT.approve}
      pendingLabel={REQUESTS_TEXT.approving}
      pending={approve.isPending}
      onSubmit={submit}
      onClose={onClose}
      message={form.message}
    >
      <div className="field-row">
        <InputField
          {...field('dealingDate')}
          label={REQUESTS_TEXT.dealingDate}
          type="date"
          value={values.dealingDate}
          onChange={set('dealingDate')}
          hint={REQUESTS_TEXT.dealingDateHint(formatDate(request.earliestDealingDate))}
        />
        <NumberField
          {...field('navPerUnit')}
          label={REQUESTS_TEXT.navPerUnit}
          value={navText}
          onChange={set('navPerUnit')}
          step={NAV_INPUT_STEP}
          min="0"
          hint={books !== null ? booksNavNote(books) : undefined}
        />
      </div>
      {early ? (
        <CheckboxField
          {...field('waiveNotice')}
          label={REQUESTS_TEXT.waiveNotice}
          hint={REQUESTS_TEXT.waiveHint}
          checked={values.waiveNotice}
          onChange={set('waiveNotice')}
        />
      ) : null}
      <TextAreaField
        {...field('navOverrideReason')}
        label={REQUESTS_TEXT.navOverrideReason}
        hint={REQUESTS_TEXT.navOverrideHint}
        value={values.navOverrideReason}
        onChange={set('navOverrideReason')}
        rows={2}
        maxLength={NAV_OVERRIDE_REASON_MAX}
      />
      {preview ? (
        <p className="field__hint" aria-live="polite">
          {preview}
        </p>
      ) : null}
    </FormDialog>
  );
}
