/** Which navigation entry a path belongs to, for aria-current and highlighting. */

// '/about/' and '/about' are the same place to a reader.
function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isWithin(pathname: string, section: string): boolean {
  const path = trimTrailingSlash(pathname);
  return path === section || path.startsWith(`${section}/`);
}

/** The About sub-tabs count / and /about itself as Holdings (docs/requirements.md#pub-about-tabs). */
export function isHoldingsTabActive(pathname: string): boolean {
  const path = trimTrailingSlash(pathname);
  return path === '/' || path === '/about' || isWithin(path, '/about/holdings');
}
