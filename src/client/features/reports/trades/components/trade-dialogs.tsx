import { useImperativeHandle, useState, type Ref } from 'react';
import type { Message } from '../../../../components/form/message';
import type { PositionItem } from '../../../../../domain/positions/responses';
import type { RowAction } from '../row-actions';
import { AddPositionDialog } from './add-position-dialog';
import { AverageDownDialog } from './average-down-dialog';
import { ClosePositionDialog } from './close-position-dialog';
import { CreateQuarterDialog } from './create-quarter-dialog';
import { EditPositionDialog } from './edit-position-dialog';
import { RollPositionDialog } from './roll-position-dialog';

export type DialogRequest =
  { kind: 'add' } | { kind: 'quarter' } | { kind: RowAction; position: PositionItem };

export interface TradeDialogsHandle {
  open: (request: DialogRequest) => void;
}

interface TradeDialogsProps {
  ref: Ref<TradeDialogsHandle>;
  /** The quarter viewed, display form. */
  quarterName: string | null;
  /** For 'Create New Quarter': the current quarter and the one suggested next; null until known. */
  quarters: { current: string; suggestedNext: string } | null;
  /** A change is booked: the dialog has closed, the screen shows the notice. */
  onDone: (notice: Message) => void;
  onQuarterCreated: (quarter: string, created: Message) => void;
}

/**
 * The Trade Log's dialogs, with the state of which one is open kept here: opening or closing one
 * renders this and the dialog only, never the panel, its header or its table (issue 30, decision 033).
 */
export function TradeDialogs({ ref, quarterName, quarters, onDone, onQuarterCreated }: TradeDialogsProps) {
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  useImperativeHandle(ref, () => ({ open: setDialog }), []);
  const close = () => setDialog(null);
  const done = (notice: Message) => {
    setDialog(null);
    onDone(notice);
  };

  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'quarter':
      return quarters ? (
        <CreateQuarterDialog
          current={quarters.current}
          viewed={quarterName ?? ''}
          suggested={quarters.suggestedNext}
          onClose={close}
          onCreated={(quarter, created) => {
            setDialog(null);
            onQuarterCreated(quarter, created);
          }}
        />
      ) : null;
    case 'add':
      return quarterName ? <AddPositionDialog quarter={quarterName} onClose={close} onDone={done} /> : null;
    case 'close':
      return <ClosePositionDialog position={dialog.position} onClose={close} onDone={done} />;
    case 'averageDown':
      return <AverageDownDialog position={dialog.position} onClose={close} onDone={done} />;
    case 'edit':
      return <EditPositionDialog position={dialog.position} onClose={close} onDone={done} />;
    case 'roll':
      return <RollPositionDialog position={dialog.position} onClose={close} onDone={done} />;
  }
}
