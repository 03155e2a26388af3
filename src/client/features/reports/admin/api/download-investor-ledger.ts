import { useMutation } from '@tanstack/react-query';
import { ledgerFileName } from '../../../../../domain/investors/ledger-csv';
import { apiFetchFile } from '../../../../api/http';
import { saveBlob } from '../../../../api/save-blob';

/** The investor ledger as CSV, handed to the browser as a download. */
export function useDownloadInvestorLedger() {
  return useMutation({
    mutationFn: async (today: string) => {
      const { blob, fileName } = await apiFetchFile('/api/investors/export', {
        headers: { Accept: 'text/csv' },
      });
      saveBlob(blob, fileName ?? ledgerFileName(today));
    },
  });
}
