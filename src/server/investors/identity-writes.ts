import { and, eq, ne } from 'drizzle-orm';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import { ALREADY_LINKED_ELSEWHERE, alreadyLinked } from '../../domain/portal/messages';
import type { IdentityLink } from '../../domain/portal/identity-link';
import { writeAudit } from '../books';
import type { Db } from '../db/client';
import { investors } from '../db/schema';
import { HttpError } from '../http-error';

function isUniqueViolation(err: unknown): boolean {
  for (let cause = err; cause instanceof Object; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

async function lockedInvestor(tx: Db, investorId: number) {
  const [row] = await tx
    .select({
      id: investors.id,
      identitySubject: investors.identitySubject,
      identityLinkManaged: investors.identityLinkManaged,
    })
    .from(investors)
    .where(eq(investors.id, investorId))
    .for('update');
  if (!row) throw new HttpError(404, INVESTOR_NOT_FOUND);
  return row;
}

export async function readIdentityLink(db: Db, investorId: number): Promise<IdentityLink> {
  const [row] = await db
    .select({ subject: investors.identitySubject, managed: investors.identityLinkManaged })
    .from(investors)
    .where(eq(investors.id, investorId));
  if (!row) throw new HttpError(404, INVESTOR_NOT_FOUND);
  return { investorId, subject: row.subject, managed: row.managed };
}

/**
 * Links a sign-in to the investor, audited; linking the one it already has changes and logs nothing.
 * A sign-in linked to another investor is refused (409), never moved: the administrator unlinks it
 * there first, so one sign-in can never silently change whose account it opens. From the first link
 * or unlink on, only the link reaches the investor (decision 023).
 */
export async function linkIdentity(
  db: Db,
  investorId: number,
  subject: string,
  actor: string,
): Promise<IdentityLink> {
  return db.transaction(async (tx) => {
    const before = await lockedInvestor(tx, investorId);
    if (before.identitySubject === subject && before.identityLinkManaged)
      return { investorId, subject, managed: true };
    const [other] = await tx
      .select({ name: investors.name })
      .from(investors)
      .where(and(eq(investors.identitySubject, subject), ne(investors.id, investorId)));
    if (other) throw new HttpError(409, alreadyLinked(other.name));
    try {
      await tx
        .update(investors)
        .set({ identitySubject: subject, identityLinkManaged: true })
        .where(eq(investors.id, investorId));
    } catch (err) {
      // Another administrator linked the same sign-in elsewhere meanwhile: the unique index says so.
      if (isUniqueViolation(err)) throw new HttpError(409, ALREADY_LINKED_ELSEWHERE);
      throw err;
    }
    await writeAudit(tx, {
      actor,
      action: 'link_identity',
      entity: 'investor',
      entityId: investorId,
      before: { identitySubject: before.identitySubject, identityLinkManaged: before.identityLinkManaged },
      after: { identitySubject: subject, identityLinkManaged: true },
    });
    return { investorId, subject, managed: true };
  });
}

/**
 * Unlinks the investor's sign-in, audited: from then on no sign-in reaches the investor (not the
 * e-mail, not the investor claim) until the administrator links one again. Unlinking an investor
 * that nothing reaches already changes and logs nothing.
 */
export async function unlinkIdentity(db: Db, investorId: number, actor: string): Promise<IdentityLink> {
  return db.transaction(async (tx) => {
    const before = await lockedInvestor(tx, investorId);
    if (before.identitySubject === null && before.identityLinkManaged)
      return { investorId, subject: null, managed: true };
    await tx
      .update(investors)
      .set({ identitySubject: null, identityLinkManaged: true })
      .where(eq(investors.id, investorId));
    await writeAudit(tx, {
      actor,
      action: 'unlink_identity',
      entity: 'investor',
      entityId: investorId,
      before: { identitySubject: before.identitySubject, identityLinkManaged: before.identityLinkManaged },
      after: { identitySubject: null, identityLinkManaged: true },
    });
    return { investorId, subject: null, managed: true };
  });
}
