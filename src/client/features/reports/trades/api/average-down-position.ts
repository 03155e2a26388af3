import type { z } from 'zod';
import type {
  averageDownContractsFields,
  averageDownSharesFields,
} from '../../../../../domain/positions/payloads/average-down';
import type { PositionItem } from '../../../../../domain/positions/responses';
import type { PositionType } from '../../../../../domain/positions/units';
import { apiFetch } from '../../../../api/http';
import { holdingsPath } from './holdings-path';
import { usePositionMutation } from './trade-log-mutations';

export type AverageDownBody =
  z.input<typeof averageDownSharesFields> | z.input<typeof averageDownContractsFields>;

export interface AverageDownVariables {
  type: PositionType;
  body: AverageDownBody;
}

/** PATCH with positionId: add shares (stock) or contracts (theta, option) and recompute the average. */
export function averageDownPosition({ type, body }: AverageDownVariables): Promise<PositionItem> {
  return apiFetch<PositionItem>(holdingsPath(type), { method: 'PATCH', body: JSON.stringify(body) });
}

export function useAverageDownPosition() {
  return usePositionMutation(averageDownPosition, (position) => [position]);
}
