import { z } from 'zod';
import { ruledString, textRule } from '../text-input';
import { SUBJECT_REQUIRED, SUBJECT_RULE_NAME } from './messages';

/** A token's `sub`: OpenID Connect caps it at 255 ASCII characters. */
export const SUBJECT_MAX = 255;
export const SUBJECT_RULE = textRule(SUBJECT_RULE_NAME, SUBJECT_MAX);

/** `PUT /api/investors/{id}/identity`: the sign-in (`sub`) to link, read exactly as sent. */
export const identityLinkSchema = z.object({
  subject: ruledString(SUBJECT_RULE, { trim: false, typeError: SUBJECT_REQUIRED })
    .min(1, { error: SUBJECT_REQUIRED })
    .describe("The identity provider's `sub` of the investor's sign-in"),
});
export type IdentityLinkBody = z.input<typeof identityLinkSchema>;

export const identityLinkResponseSchema = z.object({
  investorId: z.number().int(),
  subject: z.string().nullable().describe('The linked sign-in, or null when none is linked'),
  managed: z
    .boolean()
    .describe(
      'Whether the administrator has linked or unlinked a sign-in: then only the link reaches the ' +
        'investor (after an unlink, nobody), never the e-mail or the investor claim',
    ),
});
export type IdentityLink = z.infer<typeof identityLinkResponseSchema>;
