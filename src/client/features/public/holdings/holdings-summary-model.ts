import { formatShare } from '../../../../domain/format';

/** docs/requirements.md#const-public: the summary lists this many holdings before it is expanded. */
export const SUMMARY_LIMIT = 8;

/** 'Show All Holdings (+N more)' while collapsed, 'Show Less (N hidden)' while expanded; null when all fit. */
export function toggleLabel(total: number, expanded: boolean): string | null {
  const hidden = total - SUMMARY_LIMIT;
  if (hidden <= 0) return null;
  return expanded ? `Show Less (${hidden} hidden)` : `Show All Holdings (+${hidden} more)`;
}

export function visibleHoldings<Item>(items: readonly Item[], expanded: boolean): readonly Item[] {
  return expanded ? items : items.slice(0, SUMMARY_LIMIT);
}

/** How many of the largest slices the pie's text alternative names one by one. */
const NAMED_SLICES = 5;

/**
 * The pie's text alternative: the largest slices by name and the rest as one figure, so a screen
 * reader hears the gist at once and finds every holding in the summary list that follows.
 */
export function allocationDescription(items: readonly { ticker: string; percentage: number }[]): string {
  if (items.length === 0) return 'Portfolio allocation: no holdings';
  const largest = [...items].sort((a, b) => b.percentage - a.percentage);
  const named = largest
    .slice(0, NAMED_SLICES)
    .map((item) => `${item.ticker} ${formatShare(item.percentage)}`);
  const rest = largest.slice(NAMED_SLICES);
  const noun = items.length === 1 ? 'holding' : 'holdings';
  let text = `Portfolio allocation across ${items.length} ${noun}. Largest: ${named.join(', ')}`;
  if (rest.length > 0) {
    const restShare = rest.reduce((sum, item) => sum + item.percentage, 0);
    text += `; ${rest.length} others ${formatShare(restShare)}`;
  }
  return `${text}.`;
}
