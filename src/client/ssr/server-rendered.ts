import { createContext, useContext } from 'react';

/**
 * True when the page came from the server with its content (and while the server renders it): the
 * start-screen gates then let the content through at once instead of replacing it with a loader.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
