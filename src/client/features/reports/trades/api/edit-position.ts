import type { z } from 'zod';
import type {
  editOptionFields,
  editStockFields,
  editThetaFields,
} from '../../../../../domain/positions/payloads/edit-position';
import type { PositionItem } from '../../../../../domain/positions/responses';
import type { PositionType } from '../../../../../domain/positions/units';
import { apiFetch } from '../../../../api/http';
import { holdingsPath } from './holdings-path';
import { usePositionMutation } from './trade-log-mutations';

export type EditPositionBody =
  z.input<typeof editStockFields> | z.input<typeof editThetaFields> | z.input<typeof editOptionFields>;

export interface EditPositionVariables {
  type: PositionType;
  body: EditPositionBody;
}

/** PATCH with id: the edit payload of the position's type (docs/requirements.md#tl-edit). */
export function editPosition({ type, body }: EditPositionVariables): Promise<PositionItem> {
  return apiFetch<PositionItem>(holdingsPath(type), { method: 'PATCH', body: JSON.stringify(body) });
}

export function useEditPosition() {
  return usePositionMutation(editPosition, (position) => [position]);
}
