import { z } from 'zod';

/*
 * The schemas every route shares, registered under an id so that /api/openapi.json lists each once
 * under components.schemas and the routes refer to it (the server's src/server/openapi.ts).
 */

/** Every refusal and failure: `{ "error": "..." }` (the server's error handler writes it). */
export const errorResponseSchema = z
  .object({
    error: z
      .string()
      .describe(
        "A text for people: a 400 gives the rule's exact message, a 5xx only 'Internal server error'",
      ),
  })
  .meta({ id: 'Error' });

/** A stored instant (the server's src/server/api-json.ts): UTC, milliseconds, ending in Z. */
export const instantSchema = z
  .string()
  .meta({ id: 'Instant', description: "ISO 8601 in UTC with milliseconds: '2025-07-01T10:00:00.123Z'" });

/** Guarded routes (requireAdmin, requireReader): the refusals every one of them can give. */
export const adminErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;
