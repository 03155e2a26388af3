import { ApiError } from '../../../api/http';

/**
 * The server's own words for a refused call ('File is larger than the 25 MB limit'), or null when the
 * call never got an answer (offline, aborted), where only the spec's generic text fits.
 */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError && error.message ? error.message : null;
}
