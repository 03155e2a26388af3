import type { Message } from '../../../../components/form/message';
import { AddPositionDialog } from './add-position-dialog';
import { AverageDownDialog } from './average-down-dialog';
import { ClosePositionDialog } from './close-position-dialog';
import { CreateQuarterDialog } from './create-quarter-dialog';
import { EditPositionDialog } from './edit-position-dialog';
import { RollPositionDialog } from './roll-position-dialog';
import type { DialogRequest } from './trade-dialogs';

export interface TradeDialogViewProps {
  dialog: DialogRequest;
  /** The quarter viewed, display form. */
  quarterName: string | null;
  /** For 'Create New Quarter': the current quarter and the one suggested next; null until known. */
  quarters: { current: string; suggestedNext: string } | null;
  onClose: () => void;
  /** A change is booked: the dialog has closed, the screen shows the notice. */
  onDone: (notice: Message) => void;
  onQuarterCreated: (quarter: string, created: Message) => void;
}

/**
 * The Trade Log's dialogs and their forms' schemas: a chunk of their own, fetched once the first rows
 * are shown or when an opener is pointed at or focused, so the Trade Log's own chunk is evaluated
 * sooner (decision 033, fourth pass).
 */
export function TradeDialogView({
  dialog,
  quarterName,
  quarters,
  onClose,
  onDone,
  onQuarterCreated,
}: TradeDialogViewProps) {
  switch (dialog.kind) {
    case 'quarter':
      return quarters ? (
        <CreateQuarterDialog
          current={quarters.current}
          viewed={quarterName ?? ''}
          suggested={quarters.suggestedNext}
          onClose={onClose}
          onCreated={onQuarterCreated}
        />
      ) : null;
    case 'add':
      return quarterName ? (
        <AddPositionDialog quarter={quarterName} onClose={onClose} onDone={onDone} />
      ) : null;
    case 'close':
      return <ClosePositionDialog position={dialog.position} onClose={onClose} onDone={onDone} />;
    case 'averageDown':
      return <AverageDownDialog position={dialog.position} onClose={onClose} onDone={onDone} />;
    case 'edit':
      return <EditPositionDialog position={dialog.position} onClose={onClose} onDone={onDone} />;
    case 'roll':
      return <RollPositionDialog position={dialog.position} onClose={onClose} onDone={onDone} />;
  }
}
