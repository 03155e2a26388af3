import type { FormEvent, ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal } from '../modal';
import { FormMessage } from './form-message';
import type { Message } from './message';

interface FormDialogProps {
  /** Prefix of the form's ids: the form is `{prefix}form`, its message `{prefix}message`. */
  idPrefix: string;
  title: string;
  /** One sentence under the title; screen readers announce it with the title. */
  description?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  submitLabel: string;
  /** Submit's text while the call runs. */
  pendingLabel?: string;
  /** While the call runs Submit is disabled and reads `pendingLabel`. */
  pending?: boolean;
  /** A change that cannot be taken back gets the warning colour. */
  destructive?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's problems or the call's refusal, listed above the fields. */
  message: Message | null;
  /** A change that cannot be taken back asks first: shown over the form while `open`. */
  confirmation?: Confirmation;
  children: ReactNode;
}

export interface Confirmation {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Confirm's text while the call runs; both buttons wait meanwhile. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The scaffold of every form dialog: title, the fields, the form's message, and Cancel and Submit
 * along the bottom. Focus, Escape and the close button come from the one Modal.
 */
export function FormDialog({
  idPrefix,
  title,
  description,
  size,
  submitLabel,
  pendingLabel,
  pending = false,
  destructive = false,
  onSubmit,
  onClose,
  message,
  confirmation,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={title}
        description={description}
        size={size}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              form={`${idPrefix}form`}
              className={destructive ? 'button button--danger' : 'button button--primary'}
              disabled={pending}
            >
              {pending && pendingLabel ? pendingLabel : submitLabel}
            </button>
          </>
        }
      >
        <form id={`${idPrefix}form`} noValidate onSubmit={submit} aria-busy={pending || undefined}>
          <FormMessage id={`${idPrefix}message`} message={message} />
          {children}
        </form>
      </Modal>
      {confirmation ? (
        <ConfirmDialog
          open={confirmation.open}
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={confirmation.pending ? confirmation.pendingLabel : confirmation.confirmLabel}
          destructive
          busy={confirmation.pending}
          onConfirm={confirmation.onConfirm}
          onCancel={confirmation.onCancel}
        />
      ) : null}
    </>
  );
}
