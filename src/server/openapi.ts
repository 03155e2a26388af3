import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import '../domain/api-schemas';

/** What holds for every route; docs/decisions/012-api-conventions.md gives the reasons. */
const CONVENTIONS = [
  'Conventions shared by every route:',
  '- Errors: every refusal and failure answers `{ "error": "..." }` (components.schemas.Error). A 400 gives the',
  "  rule's exact message for people; a 5xx says only 'Internal server error'. Reports routes answer 401",
  '  without a valid token; their reads (GET) answer 403 unless the caller is the administrator (the',
  '  `allowed` claim exactly true) or the auditor (the `auditor` claim exactly true), their writes 403 unless',
  '  the caller is the administrator.',
  '- Input: every body, query and path is validated before the handler runs; ids are canonical text or whole',
  '  JSON numbers up to 2147483647; figures are JSON numbers or plain decimal text, strictly below their bound',
  '  (money and shares 10^12, NAV 10^9).',
  "- Instants (createdAt, updatedAt, dateAdded, an audit row's `at`) are ISO 8601 in UTC with milliseconds,",
  "  ending in Z: '2025-07-01T10:00:00.123Z' (components.schemas.Instant).",
  "- Trade dates are the fund's wall clock without a zone ('2025-07-01T10:00:00'); calendar days are",
  "  'YYYY-MM-DD'. 'Today' is taken in the fund's time zone (the FUND_TIME_ZONE setting).",
  '- Money, NAV, prices and quantities are JSON numbers (the database keeps them exact as numeric); an absent',
  '  figure is null, never 0.',
].join('\n');

/** Must be registered before any route so that every route's Zod schema lands in the document. */
export async function registerOpenApi(app: FastifyInstance, fundName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${fundName} API`, version: '1.0.0', description: CONVENTIONS },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
