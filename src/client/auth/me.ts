import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '../../domain/identity/me';
import { apiFetch } from '../api/http';

/** The first part of the /api/me query key; a session change keeps these (they are per user). */
export const ME_QUERY = 'me';

/** The server's own decision about the signed-in caller: role, name, e-mail. */
export function getMe(): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/me');
}

/** Keyed by the signed-in subject, so one user's answer is never shown for another. */
export function meQueryOptions(sub: string | null) {
  return queryOptions({
    queryKey: [ME_QUERY, sub],
    queryFn: getMe,
    enabled: sub !== null,
    staleTime: 5 * 60_000,
  });
}
