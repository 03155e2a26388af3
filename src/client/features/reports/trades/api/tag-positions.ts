import type { PositionTagsFields } from '../../../../../domain/positions/payloads/position-tags';
import type { PositionTagsResponse } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { usePositionMutation } from './trade-log-mutations';

/** POST /api/positions/tags: one tag added to, or removed from, the chosen positions (docs/requirements.md#tl-tags). */
export function tagPositions(body: PositionTagsFields): Promise<PositionTagsResponse> {
  return apiFetch<PositionTagsResponse>('/api/positions/tags', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useTagPositions() {
  return usePositionMutation(tagPositions, (answer) => answer.positions);
}
