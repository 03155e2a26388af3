import { Notice } from '../notice';
import type { Message } from './message';

interface FormMessageProps {
  /** Fields point at it with aria-describedby, so the wrapper keeps its id while empty. */
  id?: string;
  message: Message | null;
  /** The wrapper's class, for the spacing of the panel it sits in. */
  className?: string;
}

/**
 * Where a form or section reports its problem or the outcome of its last action: the rules' browser
 * alerts as an in-page notice (errors announced at once, the rest politely).
 */
export function FormMessage({ id, message, className = 'form-message' }: FormMessageProps) {
  return (
    <div id={id} className={className}>
      {message ? (
        <Notice tone={message.tone} title={message.text}>
          {message.detail ? <p>{message.detail}</p> : null}
        </Notice>
      ) : null}
    </div>
  );
}
