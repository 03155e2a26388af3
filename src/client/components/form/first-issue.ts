import type { z } from 'zod';
import type { Checked, FormIssue } from './use-form';

export type { FormIssue };

/**
 * Checks a form's payload with the same Zod schema the route uses: the first problem, in the required
 * words, or null when the payload would be accepted.
 */
export function firstIssue(schema: z.ZodType, payload: unknown): FormIssue | null {
  const result = schema.safeParse(payload);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return {
    message: issue?.message ?? 'Please check the form',
    field: typeof field === 'string' ? field : null,
  };
}

/**
 * Every problem of a form's payload, one per field (its first), in the schema's order: the list at
 * the top of a form with errors. Problems about the whole payload keep a null field.
 */
export function formIssues(schema: z.ZodType, payload: unknown): FormIssue[] {
  const result = schema.safeParse(payload);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: FormIssue[] = [];
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' ? head : null;
    const key = field ?? `\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ message: issue.message, field });
  }
  return issues;
}

/** The payload as the schema reads it, or its first problem: what `useForm().accept` takes. */
export function checked<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, issue: firstIssue(schema, payload)!, issues: formIssues(schema, payload) };
}

/** The payload as a form's `accept` takes it: itself when the route's schema accepts it, else its first problem. */
export function checkedBody<Body>(schema: z.ZodType, body: Body): Checked<Body> {
  const issue = firstIssue(schema, body);
  return issue === null ? { ok: true, body } : { ok: false, issue, issues: formIssues(schema, body) };
}
