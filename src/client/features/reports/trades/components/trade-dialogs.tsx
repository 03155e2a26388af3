import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Message } from '../../../../components/form/message';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { preloadable } from '../preloadable';
import type { RowAction } from '../row-actions';
import { TRADE_LOG_TEXT } from '../trade-log-texts';

export type DialogRequest =
  { kind: 'add' } | { kind: 'quarter' } | { kind: RowAction; position: PositionItem };

export interface TradeDialogsHandle {
  open: (request: DialogRequest) => void;
}

const dialogCode = preloadable(() => import('./trade-dialog-views'));

/**
 * Fetches the dialogs' code if it is not in yet: once the first rows are shown, and when an opener is
 * pointed at or focused. Safe to call at every event.
 */
export function preloadTradeDialogs(): void {
  if (dialogCode.loaded() === null) void dialogCode.load().catch(() => undefined);
}

interface TradeDialogsProps {
  ref: Ref<TradeDialogsHandle>;
  /** The quarter viewed, display form. */
  quarterName: string | null;
  /** For 'Create New Quarter': the current quarter and the one suggested next; null until known. */
  quarters: { current: string; suggestedNext: string } | null;
  /** A change is booked: the dialog has closed, the screen shows the notice. Also the notice that a
   *  dialog's code could not be fetched. Stable. */
  onDone: (notice: Message) => void;
  onQuarterCreated: (quarter: string, created: Message) => void;
}

/**
 * The Trade Log's dialogs, with the state of which one is open kept here: opening or closing one
 * renders this and the dialog only, never the panel, its header or its table (issue 30, decision 033).
 *
 * Their code is a chunk of its own. A press before it has arrived is not lost: the dialog opens when
 * the code is in (the latest press wins), or the screen says why it could not.
 */
export function TradeDialogs({ ref, quarterName, quarters, onDone, onQuarterCreated }: TradeDialogsProps) {
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const latestPress = useRef(0);
  useImperativeHandle(
    ref,
    () => ({
      open(request) {
        const press = ++latestPress.current;
        if (dialogCode.loaded() !== null) return setDialog(request);
        dialogCode.load().then(
          () => {
            if (press === latestPress.current) setDialog(request);
          },
          () => {
            if (press === latestPress.current)
              onDone({ tone: 'error', text: TRADE_LOG_TEXT.dialogUnavailable });
          },
        );
      },
    }),
    [onDone],
  );
  const code = dialogCode.loaded();
  if (dialog === null || code === null) return null;
  const close = () => setDialog(null);
  return (
    <code.TradeDialogView
      dialog={dialog}
      quarterName={quarterName}
      quarters={quarters}
      onClose={close}
      onDone={(notice) => {
        setDialog(null);
        onDone(notice);
      }}
      onQuarterCreated={(quarter, created) => {
        setDialog(null);
        onQuarterCreated(quarter, created);
      }}
    />
  );
}
