/** Sent on window once the page's content is the app's: main.tsx then replays early presses. */
export const PAGE_HYDRATED_EVENT = 'fund:page-hydrated';

let hydrated = false;

/** Called by PageHydratedSignal: the page's own part is hydrated (or was rendered in the browser). */
export function markPageHydrated(): void {
  hydrated = true;
  window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
}

/**
 * Runs `task` once the page's part is hydrated, at once if it already is; returns what cancels it.
 * What changes state the page reads (the visitor's sign-in state) waits for this: an update that
 * reaches the page while React has still to hydrate it makes React hydrate the whole page in one
 * blocking task, or throw the server's HTML away and render it afresh (decision 034).
 */
export function whenPageHydrated(task: () => void): () => void {
  if (hydrated) {
    task();
    return () => undefined;
  }
  const listener = () => task();
  window.addEventListener(PAGE_HYDRATED_EVENT, listener, { once: true });
  return () => window.removeEventListener(PAGE_HYDRATED_EVENT, listener);
}
