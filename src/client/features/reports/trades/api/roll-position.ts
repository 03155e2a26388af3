import type { z } from 'zod';
import type { rollPositionFields } from '../../../../../domain/positions/payloads/roll-position';
import type { RollResponse } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { holdingsPath } from './holdings-path';
import { usePositionMutation } from './trade-log-mutations';

export interface RollPositionVariables {
  type: 'THETA' | 'OPTION';
  body: z.input<typeof rollPositionFields>;
}

/** POST ?action=roll: closes the current position and opens the new one in one call. */
export function rollPosition({ type, body }: RollPositionVariables): Promise<RollResponse> {
  return apiFetch<RollResponse>(`${holdingsPath(type)}?action=roll`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useRollPosition() {
  return usePositionMutation(rollPosition, (result) => [result.closed, result.opened]);
}
