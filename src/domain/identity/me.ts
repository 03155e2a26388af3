import { z } from 'zod';

const claimSource = z
  .enum(['access_token', 'userinfo', 'missing'])
  .describe('Where the server found the claim: the verified access token, the userinfo answer, or nowhere');

const roleClaim = (name: string) =>
  z.object({
    claim: z.string().describe(name),
    source: claimSource,
    value: z
      .union([z.boolean(), z.number(), z.string(), z.null()])
      .describe('The claim as sent (strings cut at 100 characters); null when missing or not a scalar'),
  });

/** `GET /api/me`: the server's own decision about the caller, which the browser follows. */
export const meResponseSchema = z.object({
  sub: z.string(),
  role: z
    .enum(['administrator', 'auditor', 'investor', 'none'])
    .describe(
      "'administrator' when the allowed claim is exactly boolean true; else 'auditor' when the auditor " +
        "claim is (the Reports area, read-only); else 'investor' when the sign-in is linked to an " +
        "investor; else 'none'",
    ),
  name: z.string().nullable(),
  email: z.string().nullable(),
  investor: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('The investor this sign-in is linked to (docs/requirements.md#auth-investor), or null'),
  claims: z
    .object({
      role: roleClaim('The allowed claim’s configured name (ALLOWED_CLAIM)'),
      auditor: roleClaim('The auditor claim’s configured name (AUDITOR_CLAIM)'),
      name: claimSource,
      email: claimSource,
      userinfo: z
        .enum(['not_needed', 'used', 'refused', 'not_offered', 'unreachable'])
        .describe(
          'Whether the userinfo endpoint was asked for what the access token lacked, and how that went',
        ),
    })
    .describe('How the server read the caller, to check an identity provider set-up'),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
export type Role = MeResponse['role'];
