import type { NewPositionFields } from '../../../../../domain/positions/payloads/new-position';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { usePositionMutation } from './trade-log-mutations';

/** POST /api/positions: a theta, stock or option position, open or backfilled as closed. */
export function addPosition(body: NewPositionFields): Promise<PositionItem> {
  return apiFetch<PositionItem>('/api/positions', { method: 'POST', body: JSON.stringify(body) });
}

export function useAddPosition() {
  return usePositionMutation(addPosition, (position) => [position]);
}
