import crypto from 'node:crypto';
import type { DevUser } from '../config';

export interface DevAccount {
  sub: string;
  email: string;
  name: string;
  allowed: boolean;
  auditor: boolean;
}

export interface DevAccounts {
  findBySubject(sub: string): DevAccount | undefined;
  /** The account when the e-mail (any case) and password match, else undefined. */
  checkCredentials(email: string, password: string): DevAccount | undefined;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Stable across restarts and changes to the user list, and reveals nothing about the address. */
export function subjectFor(email: string): string {
  return digest(`fund-local-idp:${normalizeEmail(email)}`)
    .toString('hex')
    .slice(0, 32);
}

export function createDevAccounts(users: readonly DevUser[]): DevAccounts {
  const byEmail = new Map<string, { account: DevAccount; passwordDigest: Buffer }>();
  const bySubject = new Map<string, DevAccount>();
  for (const user of users) {
    const account: DevAccount = {
      sub: subjectFor(user.email),
      email: user.email.trim(),
      name: user.name,
      allowed: user.allowed === true,
      auditor: user.auditor === true,
    };
    byEmail.set(normalizeEmail(user.email), { account, passwordDigest: digest(user.password) });
    bySubject.set(account.sub, account);
  }
  // Compared against when the e-mail is unknown, so a miss costs the same as a wrong password.
  const nobody = digest(crypto.randomUUID());

  return {
    findBySubject: (sub) => bySubject.get(sub),
    checkCredentials(email, password) {
      const entry = byEmail.get(normalizeEmail(email));
      const matches = crypto.timingSafeEqual(digest(password), entry?.passwordDigest ?? nobody);
      return entry && matches ? entry.account : undefined;
    },
  };
}
