import { errorResponseSchema } from '../../domain/api-schemas';

/** OpenAPI bits every Trade Log route shares. */
export const TRADE_LOG_TAGS = ['trade-log'];
export const ADMIN_SECURITY = [{ bearer: [] }];

/**
 * `{ error }` answers: 401 without a token, 403 without the allowed claim, 503 while the identity
 * provider cannot be reached to check the token, and whichever others are listed.
 */
export function errorResponses(...statuses: (400 | 404 | 409)[]) {
  const described = {
    400: errorResponseSchema.describe(
      "Invalid input; `error` is the required message (docs/requirements.md#err-trades), e.g. 'Please enter a ticker'",
    ),
    401: errorResponseSchema.describe('No valid token'),
    403: errorResponseSchema.describe('Token without the allowed claim'),
    404: errorResponseSchema.describe("'Position not found'"),
    409: errorResponseSchema.describe("'Position is already closed'"),
    503: errorResponseSchema.describe('The identity provider cannot be reached to check the token'),
  };
  const chosen: Partial<typeof described> = { 401: described[401], 403: described[403], 503: described[503] };
  for (const status of statuses) chosen[status] = described[status];
  return chosen;
}
