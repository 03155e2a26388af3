import { and, eq, sql } from 'drizzle-orm';
import { readRecordId } from '../../domain/record-id';
import type { AuthUser } from '../auth/claims';
import type { Db } from '../db/client';
import { investors } from '../db/schema';

export interface LinkedInvestor {
  id: number;
  name: string;
}

type Reader = Pick<Db, 'select'>;

const columns = { id: investors.id, name: investors.name };
/** An investor the administrator has never linked nor unlinked: the claim and e-mail rules may reach it. */
const neverLinked = eq(investors.identityLinkManaged, false);

/**
 * The investor a verified sign-in is, by the first rule that names one (docs/requirements.md#auth-investor,
 * decisions 013 and 023): the INVESTOR_CLAIM holding an existing investor's id; the administrator's link
 * of the token's `sub`; the e-mail, only when the provider says it is verified and exactly one investor
 * has it (any case). Once the administrator has linked or unlinked an investor's sign-in, only that link
 * reaches it: the claim and e-mail rules pass it by (after an unlink nobody reaches it). Nothing else
 * (the URL, the body) ever picks the investor.
 */
export async function linkedInvestor(db: Reader, user: AuthUser): Promise<LinkedInvestor | null> {
  if (user.investorRef !== undefined) {
    const id = readRecordId(user.investorRef);
    if (id !== null) {
      const [byClaim] = await db
        .select(columns)
        .from(investors)
        .where(and(eq(investors.id, id), neverLinked));
      if (byClaim) return byClaim;
    }
  }
  const [bySubject] = await db.select(columns).from(investors).where(eq(investors.identitySubject, user.sub));
  if (bySubject) return bySubject;
  if (user.emailVerified !== true || user.email === undefined) return null;
  // Two rows are enough to know the e-mail is shared, and a shared e-mail links no one.
  const byEmail = await db
    .select({ ...columns, managed: investors.identityLinkManaged })
    .from(investors)
    .where(sql`lower(${investors.email}) = lower(${user.email})`)
    .limit(2);
  const [only] = byEmail;
  return byEmail.length === 1 && only && !only.managed ? { id: only.id, name: only.name } : null;
}
