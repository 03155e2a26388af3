import { describe, expect, it } from 'vitest';
import { sectorTags } from './sector-tags';

describe('at most 2 sector tags plus a +N count', () => {
  it.each<[string[], string[], string | null]>([
    [[], [], null],
    [['Technology'], ['Technology'], null],
    [['Technology', 'Energy'], ['Technology', 'Energy'], null],
    [['Technology', 'Energy', 'Health'], ['Technology', 'Energy'], '+1'],
    [['A', 'B', 'C', 'D', 'E'], ['A', 'B'], '+3'],
  ])('%j', (sectors, shown, more) => {
    const tags = sectorTags(sectors);
    expect(tags.shown).toEqual(shown);
    expect(tags.more).toBe(more);
    expect([...tags.shown, ...tags.hidden]).toEqual(sectors);
  });
});
