import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The address a change came from, for its audit row (decision 022): set once per request (the app's
 * onRequest hook, with the address TRUST_PROXY resolves) and read by the audit writer, so no feature has
 * to pass it down. Outside a request (the command line, the schedule) there is none.
 */
const storage = new AsyncLocalStorage<string>();

/** Runs `work`, and whatever it starts, as coming from `address`. */
export function withClientAddress<T>(address: string, work: () => T): T {
  return storage.run(address, work);
}

/** The address of the request being served, if any. */
export function currentClientAddress(): string | undefined {
  return storage.getStore();
}
