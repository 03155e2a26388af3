import type Decimal from 'decimal.js';
import { useState } from 'react';
import { FALLBACK_CURRENT_NAV_PERFORMANCE } from '../../../../domain/investors/constants';
import { readNavInput } from '../../../../domain/investors/scenario-playground';
import { useCurrentNav } from '../api/get-current-nav';

export type NavSource = 'loading' | 'sheet' | 'fallback' | 'typed';

export interface DashboardNav {
  /** What the input shows: the typed text, else the sheet's (or the fallback) NAV. */
  text: string;
  setText: (text: string) => void;
  /** The NAV the figures use; null while the input holds no positive number. */
  nav: Decimal | null;
  source: NavSource;
  /** Drops the typed NAV and reads the sheet again. */
  useSheet: () => void;
}

/**
 * The current NAV of the Performance Summary and the projections (docs/requirements.md#inv-current-nav):
 * from the current NAV sheet (GET /api/nav/current), 176.4 when it cannot be read, or typed by hand.
 */
export function useDashboardNav(): DashboardNav {
  const query = useCurrentNav();
  const [typed, setTyped] = useState<string | null>(null);
  const loaded = query.data?.NAV ?? (query.isError ? FALLBACK_CURRENT_NAV_PERFORMANCE : null);
  const text = typed ?? (loaded === null ? '' : String(loaded));
  let source: NavSource = 'loading';
  if (typed !== null) source = 'typed';
  else if (query.data !== undefined) source = 'sheet';
  else if (query.isError) source = 'fallback';
  return {
    text,
    setText: setTyped,
    nav: readNavInput(text),
    source,
    useSheet: () => {
      setTyped(null);
      void query.refetch();
    },
  };
}
