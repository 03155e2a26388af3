import { startTransition, useRef, useState } from 'react';
import { findPositions, searchIndexOf, type FoundPosition, type TableGroups } from '../table-lines';

interface FindPositionProps {
  groups: TableGroups;
  /** Shows the position: its group expanded, its row scrolled into view and focused. */
  onFound: (found: FoundPosition) => void;
}

/**
 * 'Find a position': the table renders only the rows in view, so the browser's find-in-page cannot
 * see the others (decision 028). This box searches every position of the quarter (label, ticker,
 * notes, tags), collapsed groups included; pressing Find again goes to the next match.
 */
export function FindPosition({ groups, onFound }: FindPositionProps) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const last = useRef<{ query: string; at: number } | null>(null);

  const find = () => {
    const matches = findPositions(groups, query);
    if (matches.length === 0) {
      last.current = null;
      setStatus(
        query.trim() === ''
          ? 'Type a ticker, a contract or a word of the notes.'
          : `No position matches "${query.trim()}".`,
      );
      return;
    }
    const at = last.current?.query === query ? (last.current.at + 1) % matches.length : 0;
    last.current = { query, at };
    setStatus(`Match ${at + 1} of ${matches.length}`);
    // The press paints its answer ("Match 1 of 5") first; opening the group and rendering the rows
    // around the match follow as a transition, which yields to the browser (decision 033).
    startTransition(() => onFound(matches[at]!));
  };

  return (
    <form
      className="trade-find"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        find();
      }}
    >
      <label htmlFor="trade-find-query">Find a position</label>
      <div className="trade-find__controls">
        <input
          id="trade-find-query"
          type="search"
          value={query}
          maxLength={100}
          autoComplete="off"
          aria-describedby="trade-find-status"
          onChange={(event) => setQuery(event.target.value)}
          // The list's search text is built while the reader types, not when Find is pressed.
          onFocus={() => searchIndexOf(groups)}
        />
        <button type="submit" className="button button--secondary">
          Find
        </button>
      </div>
      <p id="trade-find-status" className="trade-find__status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
