import { formatMoney3 } from '../../../../domain/format';
import type { SharesTransactionPreview } from '../../../../domain/investors/forms';

interface SharesPreviewProps {
  preview: SharesTransactionPreview;
  investorName: string;
  /** After the save: the same figures, worded as done. */
  executed: boolean;
}

/** What the transaction does to the investor's holding, before and after it is saved. */
export function SharesPreview({ preview, investorName, executed }: SharesPreviewProps) {
  const removing = preview.direction === 'remove';
  return (
    <section className="admin-preview" aria-labelledby="shares-preview-heading">
      <h4 id="shares-preview-heading" className="admin-subheading">
        {executed ? 'Transaction Executed' : 'Transaction Preview'}
      </h4>
      <dl className="admin-result">
        <div>
          <dt>Investor</dt>
          <dd>{investorName}</dd>
        </div>
        <div>
          <dt>Transaction</dt>
          <dd>{removing ? 'Remove shares (redemption)' : 'Add shares'}</dd>
        </div>
        <div>
          <dt>NAV Price ($)</dt>
          <dd>{preview.nav.toFixed()}</dd>
        </div>
        <div>
          <dt>{removing ? 'Shares Removed' : 'Shares Added'}</dt>
          <dd data-testid="preview-shares">{formatMoney3(preview.shares.abs().toNumber())}</dd>
        </div>
        <div>
          <dt>{removing ? 'Amount Paid Out ($)' : 'Amount Invested ($)'}</dt>
          <dd>{formatMoney3(preview.amount.abs().toNumber())}</dd>
        </div>
        <div>
          <dt>Shares Before</dt>
          <dd>{formatMoney3(preview.ownedShares.toNumber())}</dd>
        </div>
        <div>
          <dt>Shares After</dt>
          <dd data-testid="preview-resulting-shares">{formatMoney3(preview.resultingShares.toNumber())}</dd>
        </div>
      </dl>
    </section>
  );
}
