import { useState } from 'react';
import type { Message } from './message';

/** A form's problem as its payload's schema words it, and the payload field it is about. */
export interface FormIssue {
  message: string;
  /** The payload field the message is about: the form marks that input invalid. */
  field: string | null;
}

/**
 * A form payload checked on the client with the route's own schema: its first problem, and every
 * problem (one per field) for the list at the form's top.
 */
export type Checked<Body> =
  { ok: true; body: Body } | { ok: false; issue: FormIssue; issues?: readonly FormIssue[] };

interface Shown {
  message: Message;
  fields: readonly string[];
}

/**
 * A form's values and its current problem: the rules' message, the field it is about (marked invalid
 * and focused, so a screen reader reads the label with the message) and, after a failed call, the
 * server's reason. `aliases` map a payload's field names onto the form's inputs.
 */
export function useForm<Values extends object>(
  idPrefix: string,
  initial: Values | (() => Values),
  aliases: Readonly<Record<string, string>> = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [shown, setShown] = useState<Shown | null>(null);
  const errorId = `${idPrefix}message`;
  const fieldOf = (field: string | null) => (field === null ? null : (aliases[field] ?? field));

  /**
   * Shows the form's problems: the first in the rules' words, every one as a link to its field at
   * the form's top (an error summary), each field marked invalid; focus goes to the first.
   */
  const fail = (issue: FormIssue, all: readonly FormIssue[] = [issue]) => {
    const issues = all.length > 0 ? all : [issue];
    const fields = issues.map((each) => fieldOf(each.field)).filter((each) => each !== null);
    setShown({
      message: {
        tone: 'error',
        text: issue.message,
        issues: issues.map((each) => {
          const target = fieldOf(each.field);
          return { text: each.message, fieldId: target === null ? null : `${idPrefix}${target}` };
        }),
      },
      fields,
    });
    const field = fieldOf(issue.field);
    if (field !== null) {
      // After React has marked the field invalid.
      requestAnimationFrame(() => document.getElementById(`${idPrefix}${field}`)?.focus());
    }
  };
  /** A refused or failed call: about the whole form, not one field. */
  const report = (message: Message) => setShown({ message, fields: [] });
  const clear = () => setShown(null);
  const invalid = (field: string) => shown !== null && shown.fields.includes(field);

  /** The checked payload, or null after showing why the form cannot be sent. */
  const accept = <Body>(checked: Checked<Body>): Body | null => {
    if (!checked.ok) {
      fail(checked.issue, checked.issues);
      return null;
    }
    clear();
    return checked.body;
  };

  const set =
    <Key extends keyof Values>(key: Key) =>
    (value: Values[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));

  /** The id, message id and invalid flag of an input named for its value. */
  const field = (name: keyof Values & string) => ({
    id: `${idPrefix}${name}`,
    errorId,
    invalid: invalid(name),
  });

  return {
    values,
    setValues,
    set,
    field,
    errorId,
    message: shown?.message ?? null,
    fail,
    report,
    clear,
    invalid,
    accept,
  };
}
