import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '../../../../../domain/positions/export-csv';
import { apiFetchFile, type ApiFile } from '../../../../api/http';
import { saveBlob } from '../../../../api/save-blob';

/** GET /api/positions/export?quarter=: the quarter's journal as CSV, with the bearer token. */
export function getPositionsCsv(quarterKey: string): Promise<ApiFile> {
  return apiFetchFile(`/api/positions/export?quarter=${encodeURIComponent(quarterKey)}`, {
    headers: { Accept: 'text/csv' },
  });
}

/** Fetches the CSV and hands it to the browser as 'trade-log-Q3_2025.csv' (or the server's name). */
export function useDownloadPositionsCsv() {
  return useMutation({
    mutationFn: async (quarterKey: string) => {
      const { blob, fileName } = await getPositionsCsv(quarterKey);
      saveBlob(blob, fileName ?? exportFileName(quarterKey));
    },
  });
}
