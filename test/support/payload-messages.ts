import type { z } from 'zod';

/** The message a form would show for `input`, or null when the payload is valid. */
export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}
