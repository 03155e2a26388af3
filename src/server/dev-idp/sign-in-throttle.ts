/*
 * Failed sign-ins on the built-in provider are limited per account and per address (decision 022): past
 * the limit, every attempt (the right password too) is refused until the oldest failure in the window
 * has aged out. A guess at one account, or a spray of guesses from one address, stops within a handful.
 */

export interface SignInLimits {
  /** Failures one account may have in the window. */
  perAccount: number;
  /** Failures one address may have in the window, whatever the accounts. */
  perAddress: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** Keys remembered at most, oldest dropped first: the memory an attack can take stays bounded. */
const MAX_KEYS = 10_000;

export interface SignInThrottle {
  /** Milliseconds until `email` may try again from `address`; 0 when it may now. */
  waitMs(email: string, address: string): number;
  /** Records a failed attempt. */
  failed(email: string, address: string): void;
  /** A right password clears the account's failures (not the address's). */
  succeeded(email: string): void;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export function createSignInThrottle(
  limits: SignInLimits = SIGN_IN_LIMITS,
  now: () => number = Date.now,
): SignInThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const times = failures.get(key);
    if (!times) return [];
    const since = now() - limits.windowMs;
    const kept = times.filter((time) => time > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const wait = (key: string, limit: number): number => {
    const times = recent(key);
    if (times.length < limit) return 0;
    return times[times.length - limit]! + limits.windowMs - now();
  };
  const record = (key: string) => {
    const times = recent(key);
    failures.delete(key);
    failures.set(key, [...times, now()]);
    while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
  };

  return {
    waitMs: (email, address) =>
      Math.max(wait(accountKey(email), limits.perAccount), wait(addressKey(address), limits.perAddress)),
    failed(email, address) {
      record(accountKey(email));
      record(addressKey(address));
    },
    succeeded: (email) => void failures.delete(accountKey(email)),
  };
}

/** The sign-in page's message while attempts are refused. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return (
    'Too many failed sign-in attempts for this account or from this address. ' +
    `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}
