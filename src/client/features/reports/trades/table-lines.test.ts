import { describe, expect, it } from 'vitest';
import type { PositionItem } from '../../../../domain/positions/responses';
import { findPositions, tableGroups, tableLines } from './table-lines';

const position = (id: number, fields: Partial<PositionItem>): PositionItem =>
  ({
    id,
    type: 'STOCK',
    ticker: 'AAA',
    isOpen: true,
    expirationDate: null,
    strike: null,
    optionType: null,
    closeDate: null,
    comments: null,
    thesis: null,
    tags: [],
    ...fields,
  }) as PositionItem;

const positions = [
  position(1, {
    type: 'THETA',
    ticker: 'AAPL',
    expirationDate: '06/20/2025',
    strike: 190,
    optionType: 'P',
  }),
  position(2, { ticker: 'MSFT', thesis: 'cloud margins' }),
  position(3, { ticker: 'NVDA', isOpen: false, closeDate: '2025-07-02', tags: ['wheel'] }),
];

describe('the table lines', () => {
  const groups = tableGroups(positions);

  it('lists each group heading, and the rows of the groups shown only', () => {
    const kinds = (lines: ReturnType<typeof tableLines>) =>
      lines.map((line) => (line.kind === 'position' ? line.position.id : `${line.kind}:${line.group}`));
    expect(kinds(tableLines(groups, { closed: false, holdings: false }))).toEqual([
      'group:open',
      'expiration:open',
      1,
      'group:closed',
      'group:holdings',
    ]);
    expect(kinds(tableLines(groups, { closed: true, holdings: true }))).toEqual([
      'group:open',
      'expiration:open',
      1,
      'group:closed',
      3,
      'group:holdings',
      2,
    ]);
  });

  it('says so when a shown group is empty', () => {
    const lines = tableLines(tableGroups([positions[1]!]), { closed: true, holdings: false });
    expect(lines.map((line) => line.kind)).toEqual(['group', 'empty', 'group', 'empty', 'group']);
  });

  it.each([
    ['aapl 06/20', [1]],
    ['msft', [2]],
    ['CLOUD', [2]],
    ['wheel', [3]],
    ['a', [1, 3, 2]],
    ['zzz', []],
    ['   ', []],
  ])('finds %j in label, notes and tags, collapsed groups included, in the table order', (query, ids) => {
    expect(findPositions(groups, query).map((found) => found.id)).toEqual(ids);
  });

  it('names the group a found position is in', () => {
    expect(findPositions(groups, 'nvda')).toEqual([{ id: 3, group: 'closed' }]);
  });
});
