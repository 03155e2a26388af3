import { describe, expect, it } from 'vitest';
import { checkTagPositions } from './tag-payload';

const issueOf = (result: { ok: boolean; issue?: { message: string } }) =>
  result.ok ? null : result.issue!.message;

describe('Tagging positions in bulk', () => {
  it.each<[string, string, number[], string | null]>([
    ['a tag for two positions', ' wheel ', [1, 2], null],
    ['no positions chosen', 'wheel', [], 'Please choose at least one position'],
    ['no tag', '  ', [1], 'Please enter a tag'],
    ['a tag too long', 'x'.repeat(41), [1], 'Tag names must be at most 40 characters'],
  ])('%s', (_name, tag, ids, message) => {
    expect(issueOf(checkTagPositions('add', tag, ids))).toBe(message);
  });
});
