import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommitImport, ImportListItem, ImportView } from '../../../../../../domain/imports/api-schemas';
import { apiFetch } from '../../../../../api/http';
import { TRADE_LOG_KEYS } from '../../api/trade-log-keys';

export const IMPORT_KEYS = { list: ['reports', 'imports', 'list'] as const };

/** GET /api/imports: past imports, newest first, each with why its undo would be refused now. */
export function useImportList() {
  return useQuery({
    queryKey: IMPORT_KEYS.list,
    queryFn: () => apiFetch<{ imports: ImportListItem[] }>('/api/imports').then((body) => body.imports),
  });
}

export interface PreviewVariables {
  file: File;
  /** '' lets the server detect the format. */
  format: string;
  account: string;
}

/** POST /api/imports: the preview; nothing is written to the books. */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, format, account }: PreviewVariables) => {
      const form = new FormData();
      if (format) form.append('format', format);
      if (account.trim()) form.append('account', account.trim());
      form.append('file', file);
      return apiFetch<ImportView>('/api/imports', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_KEYS.list }),
  });
}

/**
 * Commit and undo change the books across quarters: unlike a single Trade Log change, the positions
 * of every quarter, the quarter list, the sectors and the list of imports are fetched again.
 */
function useImportChange<Variables>(run: (variables: Variables) => Promise<ImportView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [TRADE_LOG_KEYS.positions, TRADE_LOG_KEYS.quarters, TRADE_LOG_KEYS.sectors, IMPORT_KEYS.list].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useCommitImport() {
  return useImportChange(({ id, body }: { id: number; body: CommitImport }) =>
    apiFetch<ImportView>(`/api/imports/${id}/commit`, { method: 'POST', body: JSON.stringify(body) }),
  );
}

export function useUndoImport() {
  return useImportChange((id: number) => apiFetch<ImportView>(`/api/imports/${id}`, { method: 'DELETE' }));
}
