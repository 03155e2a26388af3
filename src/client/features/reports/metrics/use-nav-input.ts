import { useState } from 'react';
import type Decimal from 'decimal.js';
import { FALLBACK_CURRENT_NAV_METRICS } from '../../../../domain/investors/constants';
import { readNavInput } from '../../../../domain/investors/scenario-playground';
import { useCurrentNav } from '../api/get-current-nav';

export interface NavInput {
  /** What the input shows: the typed text, else the loaded (or fallback) NAV. */
  text: string;
  setText: (text: string) => void;
  /** The NAV the figures use; null while the input holds no positive number or nothing loaded yet. */
  nav: Decimal | null;
  loading: boolean;
  /** True when the sheet could not be read and 173.84 stands in. */
  fallback: boolean;
  /** The sheet was read before but the last reload failed: the earlier figure stays. */
  reloadFailed: boolean;
  reload: () => void;
}

/** Current NAV: from the sheet, typed over by hand, reloaded on demand (docs/requirements.md#met-cards). */
export function useNavInput(): NavInput {
  const query = useCurrentNav();
  const [typed, setTyped] = useState<string | null>(null);
  const loaded = query.data?.NAV ?? (query.isError ? FALLBACK_CURRENT_NAV_METRICS : null);
  const text = typed ?? (loaded === null ? '' : String(loaded));
  return {
    text,
    setText: setTyped,
    nav: readNavInput(text),
    loading: query.isFetching,
    fallback: query.isError && query.data === undefined,
    reloadFailed: query.isError && query.data !== undefined,
    reload: () => {
      setTyped(null);
      void query.refetch();
    },
  };
}
