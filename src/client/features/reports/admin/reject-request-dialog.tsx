import { REJECTION_REASON_MAX } from '../../../../domain/requests/constants';
import { formatDate } from '../../../../domain/format';
import { requestSummary } from '../../../../domain/requests/labels';
import { requestRejectSchema, type AdminCapitalRequest } from '../../../../domain/requests/schemas';
import { TextAreaField } from '../../../components/form/field';
import { checkedBody } from '../../../components/form/first-issue';
import { FormDialog } from '../../../components/form/form-dialog';
import { failureMessage, reasonOr, type Message } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { useRejectRequest } from './api/requests';
import { REQUESTS_TEXT } from './requests-texts';

const PREFIX = 'reject-request-';

/** Rejects a pending request with the reason the investor is shown (docs/requirements.md#req-admin). */
export function RejectRequestDialog({
  request,
  onDone,
  onClose,
}: {
  request: AdminCapitalRequest;
  onDone: (message: Message) => void;
  onClose: () => void;
}) {
  const form = useForm(PREFIX, { reason: '' });
  const reject = useRejectRequest();
  const submit = () => {
    const body = form.accept(checkedBody(requestRejectSchema, { reason: form.values.reason }));
    if (body === null) return;
    reject.mutate(
      { id: request.id, reason: body.reason },
      {
        onSuccess: () =>
          onDone({
            tone: 'success',
            text: REQUESTS_TEXT.rejected,
            detail: `${request.investorName}: ${requestSummary(request)}.`,
          }),
        onError: (error) => form.report(failureMessage(error, reasonOr(REQUESTS_TEXT.rejectFailed))),
      },
    );
  };
  return (
    <FormDialog
      idPrefix={PREFIX}
      title={REQUESTS_TEXT.rejectTitle}
      description={`${request.investorName}: ${requestSummary(request)}, asked on ${formatDate(request.requestDate)}.`}
      submitLabel={REQUESTS_TEXT.reject}
      pendingLabel={REQUESTS_TEXT.rejecting}
      pending={reject.isPending}
      destructive
      onSubmit={submit}
      onClose={onClose}
      message={form.message}
    >
      <TextAreaField
        {...form.field('reason')}
        label={REQUESTS_TEXT.reason}
        value={form.values.reason}
        onChange={form.set('reason')}
        maxLength={REJECTION_REASON_MAX}
      />
    </FormDialog>
  );
}
