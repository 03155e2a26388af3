import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useMemo } from 'react';
import { formatDate, formatDollars3, formatMoney3 } from '../../../../domain/format';
import { openLots } from '../../../../domain/tax/open-lots';
import { ListTable } from '../../../components/list-block';
import { lotsQuery } from './api/tax-api';

const KIND_TEXT = { stock: 'Shares', long: 'Option bought', written: 'Option written' } as const;

/**
 * The lots still held at the end of the year (decision 026, second pass), as the lots route gives
 * them: what a sale would draw from, first in, first out. Figures in the Reports area's three decimals
 * (the format module prints text as given, so the answer's strings are read as decimals first);
 * a written option's basis is the premium it brought in.
 */
export function OpenLotsTable({ year }: { year: number }) {
  const lots = useQuery(lotsQuery(year));
  const rows = useMemo(() => openLots(lots.data?.lots ?? []), [lots.data]);
  return (
    <section className="card admin-card" aria-labelledby="tax-lots-heading">
      <h3 id="tax-lots-heading">Open lots</h3>
      <p className="muted">
        Lots held at the end of {year} (today, for a year under way), oldest first: a sale takes the oldest
        lots of its ticker first. The basis includes every adjustment (wash sales, assigned premiums, marks).
      </p>
      <ListTable
        query={lots}
        rows={rows}
        loadingLabel="Loading open lots"
        failedTitle="The open lots could not be loaded"
        emptyText={`No lot was open at the end of ${year}.`}
        name={{ labelledBy: 'tax-lots-heading' }}
        head={
          <>
            <th scope="col">Symbol</th>
            <th scope="col">Kind</th>
            <th scope="col">Acquired</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Cost basis
            </th>
            <th scope="col" className="num">
              Per-unit cost
            </th>
          </>
        }
        row={(lot) => (
          <tr key={lot.id} data-testid={`tax-lot-${lot.id}`}>
            <th scope="row">{lot.ticker}</th>
            <td>{KIND_TEXT[lot.kind === 'stock' ? 'stock' : lot.side]}</td>
            <td>
              <time dateTime={lot.acquired}>{formatDate(lot.acquired)}</time>
            </td>
            <td className="num">{formatMoney3(new Decimal(lot.remaining))}</td>
            <td className="num">{formatDollars3(new Decimal(lot.basis))}</td>
            <td className="num">{formatDollars3(new Decimal(lot.perUnit))}</td>
          </tr>
        )}
      />
    </section>
  );
}
