import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { parseExpirationDate } from '../../../../../domain/positions/trade-dates';
import { formatDate } from '../../../../../domain/format';
import type { RowAction } from '../row-actions';
import {
  tableGroups,
  tableLines,
  type Expanded,
  type FoundPosition,
  type GroupId,
  type TableLine,
} from '../table-lines';
import { TRADE_LOG_TEXT } from '../trade-log-texts';
import { SCROLLS_SIDEWAYS, useScrollEdges } from '../../../../components/scroll-region';
import { BulkTagBar } from './bulk-tag-bar';
import { FindPosition } from './find-position';
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
type Column = (typeof COLUMNS)[number];
// A viewer who may not write chooses no rows and acts on none: no Select and no Actions column.
const READ_COLUMNS = COLUMNS.filter((column) => column !== 'Select' && column !== 'Actions');
const NUMERIC = new Set<string>(['Qty', 'Avg Price', 'Adj. Cost', 'Value', 'P&L']);
const COLUMN_TITLES: Partial<Record<Column, string>> = {
  'Adj. Cost': 'Adjusted cost per share: the cost less the P&L of options on the ticker while held',
};
// Fixed column widths: the rows in view change as the table scrolls, and the columns must not move.
const COLUMN_CLASS = (column: Column) =>
  `trade-col trade-col--${column.replace(/[^A-Za-z]/g, '').toLowerCase()}`;

/** Null for a viewer who may not write (the auditor). */
type OnAction = ((action: RowAction, position: PositionItem) => void) | null;

interface PositionsTableProps {
  positions: readonly PositionItem[];
  onAction: OnAction;
  /** Sample positions: they can be chosen but not tagged. */
  mock?: boolean;
}

/** A stored expiration ('06/20/2098', as typed) in the display form every date has: 'Jun 20, 2098'. */
const expiresOn = (stored: string) => {
  const iso = parseExpirationDate(stored);
  return iso === null ? stored : formatDate(iso);
};

// Estimates until a line is measured: the heading and sub-heading heights, a row with a second line.
const ESTIMATE: Record<TableLine['kind'], number> = { group: 45, empty: 41, expiration: 40, position: 66 };
// Rows drawn beyond the box's edges: enough for a flick, few enough that a change lays out little.
const OVERSCAN = 5;

// Each line's key is made once: the virtualizer asks for every line's key whenever the lines change
// (a group expanded), and 10,000 new strings per press showed in the profile (decision 033).
const lineKeys = new WeakMap<TableLine, string>();
const lineKey = (line: TableLine): string => {
  let key = lineKeys.get(line);
  if (key === undefined) {
    key =
      line.kind === 'position'
        ? `p${line.position.id}`
        : line.kind === 'expiration'
          ? `e${line.key}`
          : `${line.kind[0]}-${line.group}`;
    lineKeys.set(line, key);
  }
  return key;
};

/** Arrow keys move between position rows and group headings; other lines are passed over. */
const navigable = (line: TableLine | undefined) => line?.kind === 'position' || line?.kind === 'group';

function nextLine(lines: readonly TableLine[], from: number, key: string): number | null {
  const step = key === 'ArrowDown' || key === 'Home' ? 1 : -1;
  let index = key === 'Home' ? 0 : key === 'End' ? lines.length - 1 : from + step;
  while (index >= 0 && index < lines.length && !navigable(lines[index])) index += step;
  return index >= 0 && index < lines.length && index !== from ? index : null;
}

interface GroupRowProps {
  line: Extract<TableLine, { kind: 'group' }>;
  span: number;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
  onToggle: (group: GroupId) => void;
}

const GroupRow = memo(function GroupRow({ line, span, index, measure, onToggle }: GroupRowProps) {
  const { group, title, count, expanded } = line;
  return (
    <tr
      className="trade-group"
      data-index={index}
      data-key={`g-${group}`}
      aria-rowindex={index + 2}
      tabIndex={-1}
      ref={measure}
    >
      <th scope="colgroup" colSpan={span} id={`trade-${group}-heading`}>
        {expanded !== undefined ? (
          <button
            type="button"
            className="trade-group__toggle"
            aria-expanded={expanded}
            onClick={() => onToggle(group)}
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
  );
});

/**
 * All Positions (docs/requirements.md#tl-table): OPEN POSITIONS (theta, a sub-heading per expiration
 * date), CLOSED POSITIONS and STOCK & OPTION HOLDINGS, the last two collapsed by default. Only the
 * lines in view are rendered (TanStack Virtual, decision 028): the table keeps its row count and each
 * row its index for screen readers, arrow keys move between rows, and 'Find a position' stands in
 * for the browser's find-in-page, which cannot see rows that are not rendered.
 */
export const PositionsTable = memo(function PositionsTable({
  positions,
  onAction,
  mock = false,
}: PositionsTableProps) {
  const groups = useMemo(() => tableGroups(positions), [positions]);
  const [expanded, setExpanded] = useState<Expanded>({ closed: false, holdings: false });
  const lines = useMemo(() => tableLines(groups, expanded), [groups, expanded]);
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
  const onToggle = useCallback(
    (group: GroupId) =>
      setExpanded((current) =>
        group === 'open' ? current : { ...current, [group]: !current[group as keyof Expanded] },
      ),
    [],
  );
  // Only positions still in the list count as chosen (another quarter, a position rolled away).
  const selected = useMemo(() => {
    const listed = new Set(positions.map((position) => position.id));
    return new Set([...chosen].filter((id) => listed.has(id)));
  }, [chosen, positions]);
  const allChosen = positions.length > 0 && selected.size === positions.length;

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(48);
  const edges = useScrollEdges(scrollRef);
  // The line holding focus stays rendered when it scrolls out of view, so focus is never lost.
  const activeKey = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ key: string; align: 'auto' | 'center' } | null>(null);
  // Built on first use (a focus request, a focused row): not on every expand of a group.
  const indexOfKey = useMemo(() => {
    let map: Map<string, number> | null = null;
    return (key: string) => (map ??= new Map(lines.map((line, index) => [lineKey(line), index]))).get(key);
  }, [lines]);

  // The group headings are always rendered: their toggles stay in the tab order wherever the table is.
  const headings = useMemo(
    () => lines.flatMap((line, index) => (line.kind === 'group' ? [index] : [])),
    [lines],
  );
  // Stable while the lines are: the virtualizer measures every line again (10,000 calls of each) on any
  // render in which these two change identity, scrolling included (decision 033).
  const estimateSize = useCallback((index: number) => ESTIMATE[lines[index]!.kind], [lines]);
  const getItemKey = useCallback((index: number) => lineKey(lines[index]!), [lines]);
  // eslint-disable-next-line react-hooks/incompatible-library -- read during render; rows get its stable measureElement
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: headHeight,
    rangeExtractor: (range: Range) => {
      const indexes = new Set([...headings, ...defaultRangeExtractor(range)]);
      const active = activeKey.current === null ? undefined : indexOfKey(activeKey.current);
      if (active !== undefined) indexes.add(active);
      return [...indexes].sort((a, b) => a - b);
    },
  });

  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const observer = new ResizeObserver(() => setHeadHeight(head.offsetHeight));
    observer.observe(head);
    setHeadHeight(head.offsetHeight);
    return () => observer.disconnect();
  }, []);

  // A line asked for (arrow keys, 'Find a position') is rendered by now: scroll to it and focus it.
  useLayoutEffect(() => {
    if (focusRequest === null) return;
    const index = indexOfKey(focusRequest.key);
    if (index === undefined) return;
    virtualizer.scrollToIndex(index, { align: focusRequest.align });
    const element = bodyRef.current?.querySelector<HTMLElement>(`[data-key="${focusRequest.key}"]`);
    element?.focus();
    setFocusRequest(null);
  }, [focusRequest, indexOfKey, virtualizer]);

  const focusLine = useCallback((key: string, align: 'auto' | 'center' = 'auto') => {
    activeKey.current = key;
    setFocusRequest({ key, align });
  }, []);

  const onFound = useCallback(
    (found: FoundPosition) => {
      if (found.group !== 'open') setExpanded((current) => ({ ...current, [found.group]: true }));
      focusLine(`p${found.id}`, 'center');
    },
    [focusLine],
  );

  if (positions.length === 0) {
    return <p className="trade-empty">{TRADE_LOG_TEXT.emptyTable}</p>;
  }

  const columns = onAction ? COLUMNS : READ_COLUMNS;
  const span = columns.length;
  const items = virtualizer.getVirtualItems();
  const margin = headHeight;
  const rows: ReactNode[] = [];
  const spacer = (key: string, height: number) =>
    height > 0.5 ? (
      <tr key={key} className="trade-spacer" aria-hidden="true">
        <td colSpan={span} style={{ height }} />
      </tr>
    ) : null;
  let end = margin;
  for (const item of items) {
    rows.push(spacer(`gap-${item.index}`, item.start - end));
    end = item.end;
    const line = lines[item.index]!;
    const key = String(item.key);
    if (line.kind === 'group') {
      rows.push(
        <GroupRow
          key={key}
          line={line}
          span={span}
          index={item.index}
          measure={virtualizer.measureElement}
          onToggle={onToggle}
        />,
      );
    } else if (line.kind === 'position') {
      rows.push(
        <PositionRow
          key={key}
          position={line.position}
          onAction={onAction}
          selected={selected.has(line.position.id)}
          onSelect={onSelect}
          index={item.index}
          measure={virtualizer.measureElement}
        />,
      );
    } else {
      rows.push(
        <tr
          key={key}
          className={line.kind === 'expiration' ? 'trade-subgroup' : undefined}
          data-index={item.index}
          data-key={key}
          aria-rowindex={item.index + 2}
          ref={virtualizer.measureElement}
        >
          {line.kind === 'expiration' ? (
            <th scope="colgroup" colSpan={span}>
              <span className="trade-subgroup__label">
                {line.expiration ? `Expires ${expiresOn(line.expiration)}` : 'No expiration date'}{' '}
                <span className="trade-subgroup__count">
                  ({line.count} {line.count === 1 ? 'position' : 'positions'})
                </span>
              </span>
            </th>
          ) : (
            <td colSpan={span} className="muted">
              {line.text}
            </td>
          )}
        </tr>,
      );
    }
  }
  rows.push(spacer('gap-end', virtualizer.getTotalSize() - (end - margin)));

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const target = event.target as HTMLElement;
    if (target.closest('input:not([type="checkbox"]), select, textarea')) return;
    const row = target.closest<HTMLElement>('tr[data-index]');
    if (!row) return;
    const next = nextLine(lines, Number(row.dataset.index), event.key);
    if (next === null) return;
    event.preventDefault();
    focusLine(lineKey(lines[next]!));
  };

  return (
    <div className="trade-table-section">
      <h3 id="all-positions-heading">All Positions</h3>
      <div className="trade-table-tools">
        <FindPosition groups={groups} onFound={onFound} />
        {onAction ? (
          <BulkTagBar
            selected={[...selected]}
            total={positions.length}
            onClear={() => setChosen(new Set())}
            disabled={mock}
          />
        ) : null}
      </div>
      {/* The frame draws the scroll cue over the box's edges: the cells' own backgrounds would hide a
          shadow drawn by the box itself (decision 033). */}
      <div
        className="trade-table-frame"
        data-more-left={edges.left || undefined}
        data-more-right={edges.right || undefined}
      >
        <div
          ref={scrollRef}
          className="table-scroll trade-table-scroll"
          role="region"
          aria-labelledby="all-positions-heading"
          aria-describedby={edges.left || edges.right ? 'all-positions-sideways' : undefined}
          tabIndex={0}
        >
          {edges.left || edges.right ? (
            <span id="all-positions-sideways" className="visually-hidden">
              {SCROLLS_SIDEWAYS}
            </span>
          ) : null}
          <table
            className={`data-table trade-table${onAction ? ' data-table--row-actions' : ''}`}
            aria-labelledby="all-positions-heading"
            aria-rowcount={lines.length + 1}
          >
            <colgroup>
              {columns.map((column) => (
                <col key={column} className={COLUMN_CLASS(column)} />
              ))}
            </colgroup>
            <thead ref={headRef}>
              <tr aria-rowindex={1}>
                {columns.map((column) =>
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
                      className={
                        NUMERIC.has(column)
                          ? 'num'
                          : column === 'Position'
                            ? 'trade-table__position'
                            : undefined
                      }
                      title={COLUMN_TITLES[column]}
                    >
                      {column}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody
              ref={bodyRef}
              onKeyDown={onKeyDown}
              onFocus={(event) => {
                const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-key]');
                if (row) activeKey.current = row.dataset.key ?? null;
              }}
            >
              {rows}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
});
