import { Notice } from '../../../components/notice';
import { ADMIN_TEXT } from './admin-texts';
import { useDownloadInvestorLedger } from './api/download-investor-ledger';
import { useFundClock } from '../../../config/fund-clock';

/** 'Download CSV': every investment and redemption of every investor, as the server keeps them. */
export function DownloadLedgerButton() {
  const download = useDownloadInvestorLedger();
  const clock = useFundClock();
  return (
    <div className="admin-download">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => download.mutate(clock.today())}
        disabled={download.isPending}
        aria-describedby="download-ledger-hint"
      >
        {download.isPending ? 'Preparing CSV...' : ADMIN_TEXT.downloadCsv}
      </button>
      <span id="download-ledger-hint" className="field__hint">
        Investor ledger: every investment and redemption.
      </span>
      {download.isError ? (
        <Notice tone="error" title={ADMIN_TEXT.downloadFailed}>
          <p>{download.error.message}</p>
        </Notice>
      ) : null}
    </div>
  );
}
