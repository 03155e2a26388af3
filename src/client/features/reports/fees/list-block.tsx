import type { ReactNode } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { FEES_TEXT } from './fees-texts';

interface ListBlockProps {
  headingId: string;
  heading: string;
  /** The list's query: loading, failed, or loaded with `count` rows. */
  state: { isPending: boolean; isError: boolean; count: number };
  loadingLabel: string;
  emptyText: string;
  /** The table, named by the heading, shown once there are rows. */
  children: ReactNode;
}

/** A list of the tab under its own heading: a loader, a failure, its empty text, or its table. */
export function ListBlock({ headingId, heading, state, loadingLabel, emptyText, children }: ListBlockProps) {
  return (
    <>
      <h4 id={headingId} className="admin-subheading">
        {heading}
      </h4>
      {state.isPending ? <Loader label={loadingLabel} /> : null}
      {state.isError ? <p role="alert">{FEES_TEXT.loadFailed}</p> : null}
      {!state.isPending && !state.isError && state.count === 0 ? <p className="muted">{emptyText}</p> : null}
      {state.count > 0 ? <ScrollRegion labelledBy={headingId}>{children}</ScrollRegion> : null}
    </>
  );
}
