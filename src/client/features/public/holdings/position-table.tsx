import { useId } from 'react';
import { ScrollRegion } from '../../../components/scroll-region';
import type { SheetRecord } from '../../../../domain/public-data/schemas';
import { gainTone } from '../shared/gain-tone';
import { cellText, positionColumns } from './position-columns';

interface PositionTableProps {
  title: string;
  rows: readonly SheetRecord[];
  /** What to say when the sheet has no rows, e.g. 'No option positions'. */
  emptyText: string;
}

/** One sheet's rows with the sheet's own columns; masked figures show as '***'. */
export function PositionTable({ title, rows, emptyText }: PositionTableProps) {
  const headingId = useId();
  const columns = positionColumns(rows);
  return (
    <section className="positions__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ScrollRegion labelledBy={headingId}>
          <table className="data-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.field} scope="col" className={column.numeric ? 'num' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => {
                    const value = row[column.field];
                    const tone = column.field === 'PercentChange' ? gainTone(value) : null;
                    const classes = [column.numeric ? 'num' : null, tone ? `tone--${tone}` : null]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <td key={column.field} className={classes || undefined} data-field={column.field}>
                        {cellText(value, column.field)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
