import { useCallback, useMemo, useState } from 'react';
import { ScrollRegion } from '../../../../components/scroll-region';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { groupPositions, openThetaLines, positionLines, type GroupLine } from '../position-groups';
import type { RowAction } from '../row-actions';
import { TRADE_LOG_TEXT } from '../trade-log-texts';
import { useProgressiveCount } from '../use-progressive-count';
import { BulkTagBar } from './bulk-tag-bar';
import { PositionRow } from './position-row';

/** 'Adj. Cost' is the stock's adjusted cost per share (docs/requirements.md#tl-adjusted-cost). */
const COLUMNS = [
  'Select',
  'Position',
  'Qty',
  'Avg Price',
  'Adj. Cost',
  'Value',
  'Close',
  'P&L',
  'Sectors',
  'Tags',
  'Actions',
] as const;
// A viewer who may not write chooses no rows and acts on none: no Select and no Actions column.
const READ_COLUMNS = COLUMNS.filter((column) => column !== 'Select' && column !== 'Actions');
const NUMERIC = new Set<string>(['Qty', 'Avg Price', 'Adj. Cost', 'Value', 'P&L']);
const COLUMN_TITLES: Partial<Record<(typeof COLUMNS)[number], string>> = {
  'Adj. Cost': 'Adjusted cost per share: the cost less the P&L of options on the ticker while held',
};

/** Null for a viewer who may not write (the auditor). */
type OnAction = ((action: RowAction, position: PositionItem) => void) | null;

const columnsFor = (onAction: OnAction) => (onAction ? COLUMNS : READ_COLUMNS);

interface Selection {
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
}

interface PositionsTableProps {
  positions: readonly PositionItem[];
  onAction: OnAction;
  /** Sample positions: they can be chosen but not tagged. */
  mock?: boolean;
}

interface GroupProps {
  id: string;
  title: string;
  count: number;
  lines: readonly GroupLine[];
  /** Undefined: always shown (OPEN POSITIONS); else the group collapses. */
  expanded?: boolean;
  onToggle?: () => void;
  empty: string;
  onAction: OnAction;
  selection: Selection;
}

/** A group's heading row and its rows, in tbodies of their own so the toggle controls exactly them. */
function Group({ id, title, count, lines, expanded, onToggle, empty, onAction, selection }: GroupProps) {
  const span = columnsFor(onAction).length;
  const collapsible = expanded !== undefined;
  const shown = !collapsible || expanded;
  return (
    <>
      <tbody className="trade-group">
        <tr>
          <th scope="colgroup" colSpan={span} id={`${id}-heading`}>
            {collapsible ? (
              <button
                type="button"
                className="trade-group__toggle"
                aria-expanded={expanded}
                aria-controls={`${id}-rows`}
                onClick={onToggle}
              >
                <span className="trade-group__chevron" aria-hidden="true">
                  {expanded ? '▾' : '▸'}
                </span>
                {title} ({count})
              </button>
            ) : (
              <span className="trade-group__title">
                {title} ({count})
              </span>
            )}
          </th>
        </tr>
      </tbody>
      <tbody id={`${id}-rows`} aria-labelledby={`${id}-heading`}>
        {shown && count === 0 ? (
          <tr>
            <td colSpan={span} className="muted">
              {empty}
            </td>
          </tr>
        ) : null}
        {shown && count > 0 ? <GroupLines lines={lines} onAction={onAction} selection={selection} /> : null}
      </tbody>
    </>
  );
}

/** A shown group's lines, the first ones at once and the rest in background steps. */
function GroupLines({
  lines,
  onAction,
  selection,
}: {
  lines: readonly GroupLine[];
  onAction: OnAction;
  selection: Selection;
}) {
  const shown = useProgressiveCount(lines.length);
  return (
    <>
      {lines.slice(0, shown).map((line) =>
        line.kind === 'expiration' ? (
          <tr key={`expiration-${line.key}`} className="trade-subgroup">
            <th scope="colgroup" colSpan={columnsFor(onAction).length}>
              {line.expiration ? `Expires ${line.expiration}` : 'No expiration date'}{' '}
              <span className="trade-subgroup__count">
                ({line.count} {line.count === 1 ? 'position' : 'positions'})
              </span>
            </th>
          </tr>
        ) : (
          <PositionRow
            key={line.position.id}
            position={line.position}
            onAction={onAction}
            selected={selection.selected.has(line.position.id)}
            onSelect={selection.onSelect}
          />
        ),
      )}
    </>
  );
}

/**
 * All Positions (docs/requirements.md#tl-table): OPEN POSITIONS (theta, a sub-heading per expiration date),
 * CLOSED POSITIONS and STOCK & OPTION HOLDINGS, the last two collapsed by default. The grouping runs
 * once per list; collapsed groups render no rows at all, and a long group renders progressively.
 */
export function PositionsTable({ positions, onAction, mock = false }: PositionsTableProps) {
  const groups = useMemo(() => {
    const grouped = groupPositions(positions);
    return {
      ...grouped,
      openLines: openThetaLines(grouped.openTheta),
      closedLines: positionLines(grouped.closed),
      holdingsLines: positionLines(grouped.holdings),
    };
  }, [positions]);
  const [closedExpanded, setClosedExpanded] = useState(false);
  const [holdingsExpanded, setHoldingsExpanded] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const onSelect = useCallback(
    (id: number, selected: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (selected) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  // Only positions still in the list count as chosen (another quarter, a position rolled away).
  const selected = useMemo(() => {
    const listed = new Set(positions.map((position) => position.id));
    return new Set([...chosen].filter((id) => listed.has(id)));
  }, [chosen, positions]);
  const selection = useMemo(() => ({ selected, onSelect }), [selected, onSelect]);
  const allChosen = positions.length > 0 && selected.size === positions.length;

  if (positions.length === 0) {
    return <p className="trade-empty">{TRADE_LOG_TEXT.emptyTable}</p>;
  }

  return (
    <div className="trade-table-section">
      <h3 id="all-positions-heading">All Positions</h3>
      {onAction ? (
        <BulkTagBar
          selected={[...selected]}
          total={positions.length}
          onClear={() => setChosen(new Set())}
          disabled={mock}
        />
      ) : null}
      <ScrollRegion labelledBy="all-positions-heading">
        <table className={`data-table trade-table${onAction ? ' data-table--row-actions' : ''}`}>
          <thead>
            <tr>
              {columnsFor(onAction).map((column) =>
                column === 'Select' ? (
                  <th key={column} scope="col" className="trade-table__select">
                    <input
                      type="checkbox"
                      checked={allChosen}
                      aria-label="Select every position of the quarter"
                      onChange={(event) =>
                        setChosen(new Set(event.target.checked ? positions.map((p) => p.id) : []))
                      }
                    />
                  </th>
                ) : (
                  <th
                    key={column}
                    scope="col"
                    className={NUMERIC.has(column) ? 'num' : undefined}
                    title={COLUMN_TITLES[column]}
                  >
                    {column}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <Group
            id="trade-open"
            title={TRADE_LOG_TEXT.groups.open}
            count={groups.openThetaCount}
            lines={groups.openLines}
            empty="No open theta positions."
            onAction={onAction}
            selection={selection}
          />
          <Group
            id="trade-closed"
            title={TRADE_LOG_TEXT.groups.closed}
            count={groups.closed.length}
            lines={groups.closedLines}
            expanded={closedExpanded}
            onToggle={() => setClosedExpanded((value) => !value)}
            empty="No closed positions."
            onAction={onAction}
            selection={selection}
          />
          <Group
            id="trade-holdings"
            title={TRADE_LOG_TEXT.groups.holdings}
            count={groups.holdings.length}
            lines={groups.holdingsLines}
            expanded={holdingsExpanded}
            onToggle={() => setHoldingsExpanded((value) => !value)}
            empty="No open stock or option positions."
            onAction={onAction}
            selection={selection}
          />
        </table>
      </ScrollRegion>
    </div>
  );
}
