import {
  positionTagsSchema,
  type PositionTagsFields,
  type TagAction,
} from '../../../../domain/positions/payloads/position-tags';
import type { Checked } from '../../../components/form/use-form';
import { checkedBody } from '../../../components/form/first-issue';

/*
 * Apart from the dialogs' form-payloads.ts: the bulk bar is part of the table, and form-payloads
 * brings every position form's schema with it, which the Trade Log's own chunk no longer carries
 * (decision 033, fourth pass).
 */

/** The chosen positions and the tag typed, checked as the route checks them (docs/requirements.md#tl-tags). */
export function checkTagPositions(
  action: TagAction,
  tag: string,
  positionIds: readonly number[],
): Checked<PositionTagsFields> {
  return checkedBody(positionTagsSchema, { action, tag, positionIds: [...positionIds] });
}
