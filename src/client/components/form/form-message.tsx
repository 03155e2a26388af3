import type { MouseEvent } from 'react';
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
 * alerts as an in-page notice (errors announced at once, the rest politely). A form's problems are
 * listed, each a link that takes focus to its field (an error summary, decision 030).
 */
export function FormMessage({ id, message, className = 'form-message' }: FormMessageProps) {
  return (
    <div id={id} className={className}>
      {message ? (
        message.issues && message.issues.some((issue) => issue.fieldId !== null) ? (
          <Notice
            tone="error"
            title={message.issues.length > 1 ? `${message.issues.length} problems to fix:` : undefined}
          >
            <ul className="error-summary">
              {message.issues.map((issue) => (
                <li key={`${issue.fieldId ?? ''}${issue.text}`}>
                  {issue.fieldId === null ? (
                    issue.text
                  ) : (
                    <FieldLink fieldId={issue.fieldId} text={issue.text} />
                  )}
                </li>
              ))}
            </ul>
            {message.detail ? <p>{message.detail}</p> : null}
          </Notice>
        ) : (
          <Notice tone={message.tone} title={message.text}>
            {message.detail ? <p>{message.detail}</p> : null}
          </Notice>
        )
      ) : null}
    </div>
  );
}

function FieldLink({ fieldId, text }: { fieldId: string; text: string }) {
  // A hash link would change the route's URL; the link moves focus instead, as a reader expects.
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const field = document.getElementById(fieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };
  return (
    <a href={`#${fieldId}`} onClick={go}>
      {text}
    </a>
  );
}
