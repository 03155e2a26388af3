import type { ImportRowView } from '../../../../../../domain/imports/api-schemas';
import { formatDateTime } from '../../../../../../domain/format';
import { IMPORT_TEXT, OUTCOME_LABELS } from '../import-texts';

/** Rows shown at once; a 50,000-row file is summarised by its counts and its review rows. */
export const MAX_SHOWN_ROWS = 1000;

function sideText(row: ImportRowView): string {
  const side = row.side === null ? '' : row.side === 'BUY' ? 'Buy' : 'Sell';
  return row.event === 'TRADE' ? side : `${side} ${row.event.toLowerCase()}`.trim();
}

/** Each execution in time order with what it becomes. */
export function ImportRowsTable({ rows }: { rows: readonly ImportRowView[] }) {
  const shown = rows.slice(0, MAX_SHOWN_ROWS);
  return (
    <>
      {rows.length > shown.length ? <p>{IMPORT_TEXT.rowsCapped(shown.length, rows.length)}</p> : null}
      <div className="table-scroll">
        <table className="data-table import-rows">
          <caption className="visually-hidden">{IMPORT_TEXT.rowsHeading}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">New York time</th>
              <th scope="col">Instrument</th>
              <th scope="col">Side</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Fees
              </th>
              <th scope="col">Becomes</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.rowNumber} data-outcome={row.outcome}>
                <th scope="row">{row.rowNumber}</th>
                <td>{formatDateTime(row.tradeTime)}</td>
                <td>{row.instrument}</td>
                <td>{sideText(row)}</td>
                <td className="num">{row.quantity}</td>
                <td className="num">{row.pricePerShare}</td>
                <td className="num">{row.fees}</td>
                <td>
                  {OUTCOME_LABELS[row.outcome]}
                  {row.rollId && row.outcome !== 'ROLL' ? ' (roll proposed)' : ''}
                  {row.reason ? <div className="import-rows__note">{row.reason}</div> : null}
                  {row.notes.map((note) => (
                    <div key={note} className="import-rows__note">
                      {note}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
