import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_MAX, type AuditAnswer } from '../../../../domain/audit/schemas';
import { apiFetch } from '../../../api/http';

/** The Audit Log view's filters, as the form holds them: '' is no filter. */
export interface AuditFilters {
  from: string;
  to: string;
  actor: string;
  entity: string;
  action: string;
}

export const NO_FILTERS: AuditFilters = { from: '', to: '', actor: '', entity: '', action: '' };

/** The filters that are set: what the route's schema reads ('' is left out, as in the query string). */
export function setOnly(filters: AuditFilters): Partial<AuditFilters> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** The query string of the filters that are set, and of the page. */
export function auditSearch(filters: AuditFilters, page: { before?: number; limit?: number } = {}): string {
  const params = new URLSearchParams(setOnly(filters) as Record<string, string>);
  if (page.before !== undefined) params.set('before', String(page.before));
  if (page.limit !== undefined) params.set('limit', String(page.limit));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The filtered log, newest first, a page at a time ('Show older' asks for the next). */
export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['reports', 'audit-log', filters],
    queryFn: ({ pageParam }) =>
      apiFetch<AuditAnswer>(`/api/audit-log${auditSearch(filters, { before: pageParam })}`),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every entry the filters match, up to the longest page, for the CSV. */
export function fetchAuditForCsv(filters: AuditFilters): Promise<AuditAnswer> {
  return apiFetch<AuditAnswer>(`/api/audit-log${auditSearch(filters, { limit: AUDIT_PAGE_MAX })}`);
}
