import type { PositionItem } from '../../../../domain/positions/responses';
import { parseExpirationDate } from '../../../../domain/positions/trade-dates';

/** Open theta positions sharing one expiration date: a sub-heading of OPEN POSITIONS. */
export interface ExpirationGroup {
  /** 'YYYY-MM-DD', or '' for positions without a readable expiration date. */
  key: string;
  /** 'MM/DD/YYYY' as the forms show it, or null when there is none. */
  expiration: string | null;
  positions: PositionItem[];
}

/** The All Positions table's three groups (docs/requirements.md#tl-table). */
export interface PositionGroups {
  /** OPEN POSITIONS: open theta, by expiration date, soonest first. */
  openTheta: ExpirationGroup[];
  openThetaCount: number;
  /** CLOSED POSITIONS: every closed position, latest close first. */
  closed: PositionItem[];
  /** STOCK & OPTION HOLDINGS: open stock, then open options, by ticker. */
  holdings: PositionItem[];
}

const byTicker = (a: PositionItem, b: PositionItem): number =>
  a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : a.id - b.id;

/**
 * Splits a quarter's list into the table's groups in one pass plus three sorts; run once per list
 * (memoised by the table), never per row.
 */
export function groupPositions(positions: readonly PositionItem[]): PositionGroups {
  const byExpiration = new Map<string, ExpirationGroup>();
  const closed: PositionItem[] = [];
  const holdings: PositionItem[] = [];
  let openThetaCount = 0;
  for (const position of positions) {
    if (!position.isOpen) {
      closed.push(position);
    } else if (position.type === 'THETA') {
      openThetaCount += 1;
      const key = position.expirationDate ? (parseExpirationDate(position.expirationDate) ?? '') : '';
      let group = byExpiration.get(key);
      if (group === undefined) {
        group = { key, expiration: key === '' ? null : position.expirationDate, positions: [] };
        byExpiration.set(key, group);
      }
      group.positions.push(position);
    } else {
      holdings.push(position);
    }
  }
  const openTheta = [...byExpiration.values()].sort((a, b) =>
    // Without a date goes last.
    a.key === b.key ? 0 : a.key === '' ? 1 : b.key === '' ? -1 : a.key < b.key ? -1 : 1,
  );
  for (const group of openTheta) group.positions.sort(byTicker);
  closed.sort((a, b) => {
    const dateA = a.closeDate ?? '';
    const dateB = b.closeDate ?? '';
    return dateA === dateB ? b.id - a.id : dateA < dateB ? 1 : -1;
  });
  holdings.sort((a, b) => (a.type === b.type ? byTicker(a, b) : a.type === 'STOCK' ? -1 : 1));
  return { openTheta, openThetaCount, closed, holdings };
}

/** One line of a group's rows: an expiration sub-heading or a position. */
export type GroupLine =
  | { kind: 'expiration'; key: string; expiration: string | null; count: number }
  | { kind: 'position'; position: PositionItem };

/** OPEN POSITIONS as lines: each expiration date's sub-heading, then its positions. */
export function openThetaLines(groups: readonly ExpirationGroup[]): GroupLine[] {
  const lines: GroupLine[] = [];
  for (const group of groups) {
    lines.push({
      kind: 'expiration',
      key: group.key,
      expiration: group.expiration,
      count: group.positions.length,
    });
    for (const position of group.positions) lines.push({ kind: 'position', position });
  }
  return lines;
}

export function positionLines(positions: readonly PositionItem[]): GroupLine[] {
  return positions.map((position) => ({ kind: 'position', position }));
}
