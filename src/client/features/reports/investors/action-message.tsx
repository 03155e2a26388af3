import { Notice } from '../../../components/notice';

export interface ActionMessageState {
  tone: 'info' | 'error';
  text: string;
}

/**
 * Where a section reports the outcome of its last action: the spec's browser alerts as an in-page
 * notice (errors announced at once, the rest politely). The wrapper stays while empty so that a
 * field can point at it with aria-describedby.
 */
export function ActionMessage({ id, message }: { id?: string; message: ActionMessageState | null }) {
  return (
    <div id={id} className="action-message">
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </div>
  );
}
