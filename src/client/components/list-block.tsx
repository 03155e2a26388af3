import type { ReactNode } from 'react';
import { failureMessage, reasonOr } from './form/message';
import { Loader } from './loader';
import { Notice } from './notice';
import { ScrollRegion } from './scroll-region';

/** What a list block reads of its query (a TanStack Query result has all of it). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListBlockProps<Row> {
  query: ListQuery;
  /** The rows once loaded (`[]` until then). */
  rows: readonly Row[];
  /** What the loader announces: 'Loading fee runs'. */
  loadingLabel: string;
  /** Shows the loading text under the spinner too, where a whole section waits for the list. */
  loadingVisible?: boolean;
  /** The failure's title, announced at once: 'Failed to load documents'. */
  failedTitle: string;
  /** What an empty list says. */
  emptyText: ReactNode;
  /**
   * A table wider than a phone sits in a scroll region named by its heading's id (or by a label); a
   * list of items that wraps needs none.
   */
  scroll?: { labelledBy: string } | { label: string };
  /** The table (or list) of the rows, shown once there are some. */
  children: (rows: readonly Row[]) => ReactNode;
}

const TRY_AGAIN = 'Try Again';
const UNREACHABLE = 'The server could not be reached.';

/**
 * The one way a panel shows a list (docs/decisions/024): a loader while it loads (announced politely),
 * a failure with the server's reason and Try Again (announced at once), the list's empty text, or its
 * table. A failed refresh keeps the rows it had under the failure, so nothing shown is lost.
 */
export function ListBlock<Row>({
  query,
  rows,
  loadingLabel,
  loadingVisible = false,
  failedTitle,
  emptyText,
  scroll,
  children,
}: ListBlockProps<Row>) {
  if (query.isPending)
    // A visible text is the announcement; the hidden label would read it twice.
    return loadingVisible ? <Loader tagline={loadingLabel} label="" /> : <Loader label={loadingLabel} />;
  const failure = query.isError ? (
    <Notice
      tone="error"
      title={failedTitle}
      actions={
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {TRY_AGAIN}
        </button>
      }
    >
      <p>{failureMessage(query.error, reasonOr(UNREACHABLE)).text}</p>
    </Notice>
  ) : null;
  let list: ReactNode = null;
  if (rows.length > 0) {
    const table = children(rows);
    list = scroll ? (
      <ScrollRegion
        {...('labelledBy' in scroll ? { labelledBy: scroll.labelledBy } : { label: scroll.label })}
      >
        {table}
      </ScrollRegion>
    ) : (
      table
    );
  } else if (failure === null) {
    list = <p className="muted">{emptyText}</p>;
  }
  return (
    <>
      {failure}
      {list}
    </>
  );
}

interface ListTableProps<Row> extends Omit<ListBlockProps<Row>, 'children' | 'scroll'> {
  /** The table's name: the id of the heading above it, or a label of its own. */
  name: { labelledBy: string } | { label: string };
  className?: string;
  /** The header row's cells. */
  head: ReactNode;
  /** One row of the body, with its key. */
  row: (row: Row, index: number) => ReactNode;
}

/**
 * A list block whose list is a data table: a real table named like its scroll region, with its header
 * row and one body row per row.
 */
export function ListTable<Row>({ name, className, head, row, ...block }: ListTableProps<Row>) {
  return (
    <ListBlock {...block} scroll={name}>
      {(rows) => (
        <table
          className={className ? `data-table ${className}` : 'data-table'}
          {...('labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : {})}
        >
          {'label' in name ? <caption className="visually-hidden">{name.label}</caption> : null}
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </table>
      )}
    </ListBlock>
  );
}
