import { z } from 'zod';
import { recordIdParam } from '../../domain/record-id';

/** Every refusal: `{ "error": "..." }` (see errors.ts). */
export const errorSchema = z.object({ error: z.string() });

/** `/api/investors/{id}`: the canonical id only ('+1', '01' and ' 1 ' do not name investor 1). */
export const investorIdParamsSchema = z.object({ id: recordIdParam('Investor id') });

/** Admin-only routes: the refusals every one of them can give. */
export const adminErrors = { 401: errorSchema, 403: errorSchema } as const;
