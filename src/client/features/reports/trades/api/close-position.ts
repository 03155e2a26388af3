import type { z } from 'zod';
import type {
  closeContractsFields,
  closeSharesFields,
} from '../../../../../domain/positions/payloads/close-position';
import type { PositionItem } from '../../../../../domain/positions/responses';
import type { PositionType } from '../../../../../domain/positions/units';
import { apiFetch } from '../../../../api/http';
import { holdingsPath } from './holdings-path';
import { usePositionMutation } from './trade-log-mutations';

export type ClosePositionBody = z.input<typeof closeContractsFields> & z.input<typeof closeSharesFields>;

export interface ClosePositionVariables {
  type: PositionType;
  body: ClosePositionBody;
}

/** PUT /api/{theta,option,stock}-holdings: contracts or shares only for a partial close. */
export function closePosition({ type, body }: ClosePositionVariables): Promise<PositionItem> {
  return apiFetch<PositionItem>(holdingsPath(type), { method: 'PUT', body: JSON.stringify(body) });
}

export function useClosePosition() {
  return usePositionMutation(closePosition, (position) => [position]);
}
