import type { Page } from '@playwright/test';

export interface HeldRequests {
  /** Lets the held requests (and any later ones) through. */
  release: () => void;
  /** Whether the page has asked for a matching address yet. */
  requested: () => boolean;
}

/** Holds the page's requests for `url` (a glob) until released: a chunk that is still on its way. */
export async function holdRequests(page: Page, url: string): Promise<HeldRequests> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}
