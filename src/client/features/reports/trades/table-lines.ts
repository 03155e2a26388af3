import type { PositionItem } from '../../../../domain/positions/responses';
import { positionLabel } from './display';
import { groupPositions, openThetaLines, positionLines, type GroupLine } from './position-groups';
import { TRADE_LOG_TEXT } from './trade-log-texts';

export type GroupId = 'open' | 'closed' | 'holdings';

/**
 * One line of the All Positions table as the virtualizer sees it: a group's heading, its empty text,
 * an expiration sub-heading or a position. The table renders only the lines in view.
 */
export type TableLine =
  | { kind: 'group'; group: GroupId; title: string; count: number; expanded: boolean | undefined }
  | { kind: 'empty'; group: GroupId; text: string }
  | (GroupLine & { group: GroupId });

type RowLine = GroupLine & { group: GroupId };

/**
 * The three groups' lines, grouped and stamped with their group once per list: collapsing or
 * expanding only joins the same line objects again, so their keys are computed once (decision 033).
 */
export interface TableGroups {
  open: readonly RowLine[];
  closed: readonly RowLine[];
  holdings: readonly RowLine[];
  openCount: number;
}

const stamped = (group: GroupId, rows: readonly GroupLine[]): RowLine[] =>
  rows.map((row) => ({ ...row, group }));

export function tableGroups(positions: readonly PositionItem[]): TableGroups {
  const grouped = groupPositions(positions);
  return {
    open: stamped('open', openThetaLines(grouped.openTheta)),
    closed: stamped('closed', positionLines(grouped.closed)),
    holdings: stamped('holdings', positionLines(grouped.holdings)),
    openCount: grouped.openThetaCount,
  };
}

const EMPTY: Record<GroupId, string> = {
  open: 'No open theta positions.',
  closed: 'No closed positions.',
  holdings: 'No open stock or option positions.',
};

export type Expanded = Readonly<Record<'closed' | 'holdings', boolean>>;

/**
 * The table's lines in order: OPEN POSITIONS (always shown), CLOSED POSITIONS and STOCK & OPTION
 * HOLDINGS (each shown when expanded). A collapsed group is its heading line only.
 */
export function tableLines(groups: TableGroups, expanded: Expanded): TableLine[] {
  const lines: TableLine[] = [];
  const add = (group: GroupId, rows: readonly RowLine[], count: number, open: boolean | undefined) => {
    lines.push({ kind: 'group', group, title: TRADE_LOG_TEXT.groups[group], count, expanded: open });
    if (open === false) return;
    if (count === 0) lines.push({ kind: 'empty', group, text: EMPTY[group] });
    for (const row of rows) lines.push(row);
  };
  add('open', groups.open, groups.openCount, undefined);
  add('closed', groups.closed, groups.closed.length, expanded.closed);
  add('holdings', groups.holdings, groups.holdings.length, expanded.holdings);
  return lines;
}

/** A position found by the 'Find a position' box, with the group it is in. */
export interface FoundPosition {
  id: number;
  group: GroupId;
}

interface Searchable {
  found: FoundPosition;
  /** Label, notes and tags, lower case, each on its own line so no match spans two of them. */
  text: string;
}

// Built once per list, on the first search or when the box gets focus: lower-casing every
// position's label and notes at each press cost a 10,000-position quarter a visible pause.
const searchIndexes = new WeakMap<TableGroups, readonly Searchable[]>();

/** The text 'Find a position' searches, per position in the table's order (cached per list). */
export function searchIndexOf(groups: TableGroups): readonly Searchable[] {
  const cached = searchIndexes.get(groups);
  if (cached) return cached;
  const index: Searchable[] = [];
  const add = (group: GroupId, rows: readonly GroupLine[]) => {
    for (const row of rows) {
      if (row.kind !== 'position') continue;
      const { position } = row;
      const notes = position.type === 'STOCK' ? position.thesis : position.comments;
      const text = [positionLabel(position), notes ?? '', ...position.tags].join('\n').toLowerCase();
      index.push({ found: { id: position.id, group }, text });
    }
  };
  add('open', groups.open);
  add('closed', groups.closed);
  add('holdings', groups.holdings);
  searchIndexes.set(groups, index);
  return index;
}

/**
 * The positions whose label ('AAPL 06/20/2025 190P'), ticker or notes contain `query` (any case),
 * in the table's order, collapsed groups included: find-in-page for rows the table does not render.
 */
export function findPositions(groups: TableGroups, query: string): FoundPosition[] {
  const needle = query.trim().toLowerCase();
  if (needle === '' || needle.includes('\n')) return [];
  return searchIndexOf(groups)
    .filter((entry) => entry.text.includes(needle))
    .map((entry) => entry.found);
}
