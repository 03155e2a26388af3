/**
 * The Trade Log's query keys. A change to positions writes the returned positions into the cached
 * TRADE_LOG_KEYS.positionsOf lists; a new quarter invalidates TRADE_LOG_KEYS.positions and
 * TRADE_LOG_KEYS.quarters; the sectors list follows new sector names.
 */
export const TRADE_LOG_KEYS = {
  all: ['reports', 'trades'] as const,
  quarters: ['reports', 'trades', 'quarters'] as const,
  positions: ['reports', 'trades', 'positions'] as const,
  positionsOf: (quarterKey: string) => ['reports', 'trades', 'positions', quarterKey] as const,
  sectors: ['reports', 'trades', 'sectors'] as const,
  tags: ['reports', 'trades', 'tags'] as const,
  /** The journal's statistics and trades, every range and tag. */
  journal: ['reports', 'trades', 'journal'] as const,
  setting: (key: string) => ['reports', 'trades', 'app-setting', key] as const,
};
