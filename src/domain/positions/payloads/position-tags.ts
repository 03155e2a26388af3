import { z } from 'zod';
import { ruledString, textProblem } from '../../text-input';
import { TAG_POSITIONS_MAX, TRADE_MESSAGES as M } from '../messages';

export { TAG_POSITIONS_MAX };
import { idField, ok, readId, readText, refuse, TAG_NAME_RULE, withChecks, type Parsed } from './fields';

/*
 * POST /api/positions/tags: one tag added to, or removed from, the positions chosen in the table
 * (docs/requirements.md#tl-tags). The tag follows the rule of one tag name; a position that would pass
 * TAGS_PER_POSITION_MAX is the server's refusal of the whole request.
 */

export const TAG_ACTIONS = ['add', 'remove'] as const;
export type TagAction = (typeof TAG_ACTIONS)[number];

export const positionTagsFields = z.object({
  action: z.enum(TAG_ACTIONS, { error: M.tagActionInvalid }).describe("'add' or 'remove'"),
  tag: ruledString(TAG_NAME_RULE).nullish().describe('The tag; matched ignoring case'),
  positionIds: z
    .array(idField('Position id', 'A position to tag'))
    .max(TAG_POSITIONS_MAX, { error: M.tooManyTagPositions })
    .nullish()
    .describe('The positions, as ids'),
});
export type PositionTagsFields = z.input<typeof positionTagsFields>;

export interface PositionTagsChange {
  action: TagAction;
  tag: string;
  /** Distinct, in the order sent. */
  positionIds: number[];
}

/** Checks in the bulk bar's order: the positions, then the tag. */
export function checkPositionTags(raw: z.output<typeof positionTagsFields>): Parsed<PositionTagsChange> {
  const ids = new Set<number>();
  for (const value of raw.positionIds ?? []) {
    const id = readId(value);
    if (id === null) return refuse(M.positionIdRequired, 'positionIds');
    ids.add(id);
  }
  if (ids.size === 0) return refuse(M.tagPositionsRequired, 'positionIds');
  const tag = readText(raw.tag);
  if (tag === null) return refuse(M.tagRequired, 'tag');
  const problem = textProblem(tag, TAG_NAME_RULE);
  if (problem !== null) return refuse(problem, 'tag');
  return ok({ action: raw.action, tag, positionIds: [...ids] });
}

export const positionTagsSchema = withChecks(positionTagsFields, checkPositionTags);
