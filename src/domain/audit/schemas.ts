import { z } from 'zod';
import { dateMeta, dateRangeMessage, isDayInRange } from '../date-range';
import { isIsoDay } from '../calendar';
import { DATE_TEXT_MAX, EMAIL_MAX, ruledString, textRule } from '../text-input';

/*
 * GET /api/audit-log (decision 030): the fund's change history for the administrator and the auditor,
 * filtered by day (on the fund's calendar), actor, kind of record and action; checked the same on the
 * server and in the Audit Log view.
 */

export const AUDIT_MESSAGES = {
  fromInvalid: "From must be a date written 'YYYY-MM-DD'",
  toInvalid: "To must be a date written 'YYYY-MM-DD'",
  fromAfterTo: 'From must be on or before To',
  kindInvalid: 'A kind of record or action is lowercase letters, digits, _ . or -, at most 40',
  beforeInvalid: 'Before must be an entry number from 1',
} as const;

/** The longest page of entries one answer holds. */
export const AUDIT_PAGE_MAX = 1000;
export const AUDIT_PAGE_DEFAULT = 200;

const dayField = (label: string, invalid: string, description: string) =>
  ruledString(textRule(label, DATE_TEXT_MAX))
    .refine(isIsoDay, { error: invalid })
    .refine(isDayInRange, { error: dateRangeMessage(label) })
    .optional()
    .meta({ description, ...dateMeta('YYYY-MM-DD') });

// The audit writer's entity and action names: snake_case words ('fee_run', 'unlink_identity').
const kindField = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9_.-]{1,40}$/, { error: AUDIT_MESSAGES.kindInvalid })
    .optional()
    .describe(description);

export const auditQuerySchema = z
  .object({
    from: dayField('From', AUDIT_MESSAGES.fromInvalid, "First day on the fund's calendar, included"),
    to: dayField('To', AUDIT_MESSAGES.toInvalid, "Last day on the fund's calendar, included"),
    actor: ruledString(textRule('Actor', EMAIL_MAX))
      .optional()
      .describe('Only the changes made by this actor (as the log names them), exactly'),
    entity: kindField("Only changes to this kind of record ('investor', 'fee_run')"),
    action: kindField("Only this kind of change ('create', 'update', 'undo')"),
    before: z.coerce
      .number({ error: AUDIT_MESSAGES.beforeInvalid })
      .int({ error: AUDIT_MESSAGES.beforeInvalid })
      .min(1, { error: AUDIT_MESSAGES.beforeInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: AUDIT_MESSAGES.beforeInvalid })
      .optional()
      .describe('Only entries older than this entry number: the next page'),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: AUDIT_MESSAGES.fromAfterTo,
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string().describe('When, an ISO instant'),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The address the change came from; null for the command line and the schedule (decision 022). */
  clientAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditAnswerSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** What the filters can choose from: every actor, kind of record and action in the log. */
  choices: z.object({
    actors: z.array(z.string()),
    entities: z.array(z.string()),
    actions: z.array(z.string()),
  }),
  /** Whether older entries match beyond this page. */
  more: z.boolean(),
});
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
