/** The token itself is bad: malformed, badly signed, expired, or meant for someone else. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The token could not be checked because the identity provider could not be reached or read. */
export class IssuerUnavailableError extends Error {
  override name = 'IssuerUnavailableError';
}

/** The 503 answer while the identity provider cannot be reached: not the caller's fault, so not a 401. */
export const PROVIDER_UNAVAILABLE =
  'The sign-in service cannot be reached right now. Please try again in a minute.';
