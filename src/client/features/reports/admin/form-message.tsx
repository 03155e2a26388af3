import { Notice } from '../../../components/notice';

export interface FormMessageState {
  tone: 'info' | 'error';
  text: string;
  /** A second line, e.g. the server's own reason under the spec's message. */
  detail?: string;
}

/**
 * Where a panel reports the outcome of its last action: the spec's "browser alerts" as an in-page
 * notice. The wrapper keeps its id while empty, so fields can point at it with aria-describedby.
 */
export function FormMessage({ id, message }: { id: string; message: FormMessageState | null }) {
  return (
    <div id={id} className="form-message">
      {message ? (
        <Notice tone={message.tone} title={message.text}>
          {message.detail ? <p>{message.detail}</p> : null}
        </Notice>
      ) : null}
    </div>
  );
}
