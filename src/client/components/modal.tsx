import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { appRootMark } from './modal-root-mark';
import { openerOf, returnFocus, type Opener } from './return-focus';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One sentence under the title; screen readers announce it with the title. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom (Cancel, Save...). */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

/**
 * Keeps the page's restyle at <body> while the dialog is open (modal-root-mark.ts). It lives inside
 * the dialog's content, so it is mounted exactly as long as Radix's layer that locks <body>: its
 * layout effect runs before Radix's passive effect locks <body>, and on closing React runs the passive
 * cleanups of a removed tree parent first, so Radix unlocks <body> before the mark comes off.
 */
function RootMarkWhileMounted() {
  useLayoutEffect(() => appRootMark.open(), []);
  useEffect(() => () => appRootMark.close(), []);
  return null;
}

/**
 * The one modal of the app: focus is trapped and restored, Escape and the close button dismiss it,
 * the page behind is inert. Every form dialog of the Reports area is one of these.
 *
 * Our dialogs are opened by state, not by a Radix Trigger, and Radix then sends focus on close to a
 * trigger it does not have, that is to <body> (WCAG 2.4.3). So the modal remembers what had focus
 * when it opened and gives focus back to it, or to its twin when a saved change re-rendered the row
 * (decision 030).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'medium',
}: ModalProps) {
  const opener = useRef<Opener | null>(null);
  // A layout effect runs before Radix's focus scope moves focus into the dialog.
  useLayoutEffect(() => {
    if (open) opener.current = openerOf(document.activeElement);
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`modal modal--${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          <RootMarkWhileMounted />
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label="Close">
              ×
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          ) : null}
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
