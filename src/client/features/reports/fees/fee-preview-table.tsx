import { formatMoney3, formatNumber } from '../../../../domain/format';
import type { FeeRunLines } from '../../../../domain/fees/schemas';
import { ScrollRegion } from '../../../components/scroll-region';
import { nobodyToCharge, previewCaption } from './fees-texts';

/** What a run would charge, one row per investor, with the totals. */
export function FeePreviewTable({ preview }: { preview: FeeRunLines }) {
  const captionId = `fee-preview-${preview.quarter}`;
  if (preview.investors.length === 0) return <p className="muted">{nobodyToCharge(preview.label)}</p>;
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="data-table fee-preview">
        <caption id={captionId}>
          {previewCaption(preview.label, `$${formatNumber(preview.navPerUnit)}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Investor</th>
            <th scope="col" className="num">
              Management fee ($)
            </th>
            <th scope="col" className="num">
              Performance fee ($)
            </th>
            <th scope="col" className="num">
              Total fee ($)
            </th>
            <th scope="col" className="num">
              Fee units
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.investors.map((line) => (
            <tr key={line.investorId}>
              <th scope="row">{line.name}</th>
              <td className="num">{formatMoney3(line.managementFee)}</td>
              <td className="num">{formatMoney3(line.performanceFee)}</td>
              <td className="num">{formatMoney3(line.totalFee)}</td>
              <td className="num">{formatNumber(line.feeShares)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{formatMoney3(preview.totals.managementFee)}</td>
            <td className="num">{formatMoney3(preview.totals.performanceFee)}</td>
            <td className="num">{formatMoney3(preview.totals.totalFee)}</td>
            <td className="num">{formatNumber(preview.totals.feeShares)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
