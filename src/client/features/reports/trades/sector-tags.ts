/** docs/requirements.md#tl-table: at most 2 sector tags per row. */
export const MAX_SECTOR_TAGS = 2;

export interface SectorTags {
  shown: string[];
  hidden: string[];
  /** '+N' for the hidden ones, or null when all are shown. */
  more: string | null;
}

/** The first `max` sectors as tags and a '+N' count for the rest. */
export function sectorTags(sectors: readonly string[], max = MAX_SECTOR_TAGS): SectorTags {
  const shown = sectors.slice(0, max);
  const hidden = sectors.slice(max);
  return { shown, hidden, more: hidden.length > 0 ? `+${hidden.length}` : null };
}
