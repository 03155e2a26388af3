import { useState } from 'react';
import type { FormIssue } from '../first-issue';

/**
 * A dialog form's current problem: the spec's message, the field it is about (marked invalid and
 * focused, so a screen reader reads the label with the message) and, after a failed call, the
 * server's reason.
 */
export function useFormIssue(idPrefix: string, aliases: Readonly<Record<string, string>> = {}) {
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [detail, setDetail] = useState<string | undefined>(undefined);
  const fieldOf = (field: string | null) => (field === null ? null : (aliases[field] ?? field));

  const fail = (next: FormIssue, nextDetail?: string) => {
    setIssue(next);
    setDetail(nextDetail);
    const field = fieldOf(next.field);
    if (field !== null) {
      // After React has marked the field invalid.
      requestAnimationFrame(() => document.getElementById(`${idPrefix}${field}`)?.focus());
    }
  };
  const clear = () => {
    setIssue(null);
    setDetail(undefined);
  };
  const invalid = (field: string) => issue !== null && fieldOf(issue.field) === field;
  return { issue, detail, fail, clear, invalid };
}
