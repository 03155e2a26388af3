import { z } from 'zod';

/** Every refusal: `{ "error": "..." }` (see errors.ts). */
export const errorSchema = z.object({ error: z.string() });

export const investorIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647).describe('Investor id'),
});

/** Admin-only routes: the refusals every one of them can give. */
export const adminErrors = { 401: errorSchema, 403: errorSchema } as const;
