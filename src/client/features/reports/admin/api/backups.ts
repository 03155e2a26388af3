import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupsResponse } from '../../../../../domain/backups/schemas';
import { apiFetch, apiFetchFile } from '../../../../api/http';
import { saveBlob } from '../../../../api/save-blob';

const BACKUPS_KEY = ['reports', 'backups'] as const;

/** The scheduled backups: settings, last run and the files the server keeps. */
export function useBackups() {
  return useQuery({ queryKey: BACKUPS_KEY, queryFn: () => apiFetch<BackupsResponse>('/api/backups') });
}

/** A backup taken now (or a scheduled one, by name), handed to the browser as a download. */
export function useDownloadBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string | null) => {
      const path = name === null ? '/api/backup' : `/api/backups/${encodeURIComponent(name)}`;
      const { blob, fileName } = await apiFetchFile(path, { headers: { Accept: 'application/gzip' } });
      saveBlob(blob, fileName ?? name ?? 'fund-backup.ndjson.gz');
      return fileName ?? name;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
