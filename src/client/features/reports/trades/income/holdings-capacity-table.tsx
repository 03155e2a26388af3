import { holdingsCapacity } from '../../../../../domain/income/capital-efficiency';
import { INCOME_EMPTY } from '../../../../../domain/income/messages';
import { formatNumber } from '../../../../../domain/format';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { Notice } from '../../../../components/notice';
import { ScrollRegion } from '../../../../components/scroll-region';

/**
 * Contract capacity per ticker of the open stock and option holdings, and how much of it calls use.
 * 'No ticker data available' when the quarter has no positions at all; 'No open stock or option
 * positions found' when it has tickers, but none held open as stock or option.
 */
export function HoldingsCapacityTable({
  quarter,
  positions,
}: {
  quarter: string;
  positions: readonly PositionItem[];
}) {
  if (positions.length === 0) return <Notice>{INCOME_EMPTY.noTickers(quarter)}</Notice>;
  const rows = holdingsCapacity(positions);
  if (rows.length === 0) return <Notice>{INCOME_EMPTY.noHoldings(quarter)}</Notice>;
  return (
    <ScrollRegion label={`Contract capacity per ticker, ${quarter}`}>
      <table className="data-table">
        <caption className="visually-hidden">Contract capacity per ticker, {quarter}</caption>
        <thead>
          <tr>
            <th scope="col">Ticker</th>
            <th scope="col" className="num">
              Shares
            </th>
            <th scope="col" className="num">
              Option Contracts
            </th>
            <th scope="col" className="num">
              Contract Capacity
            </th>
            <th scope="col" className="num">
              Calls Written
            </th>
            <th scope="col" className="num">
              Available
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ticker} data-ticker={row.ticker}>
              <th scope="row">{row.ticker}</th>
              <td className="num">{formatNumber(row.shares.toNumber())}</td>
              <td className="num">{formatNumber(row.optionContracts.toNumber())}</td>
              <td className="num">{row.capacity}</td>
              <td className="num">{row.callsWritten}</td>
              <td className="num">{row.available}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
