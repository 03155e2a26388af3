import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthRoot } from './auth/auth-root';
import { ErrorBoundary } from './components/error-boundary';
import { ConfigGate } from './config/config-gate';
import { PublicDataGate } from './features/public/api/public-data-gate';
import { AppRoutes } from './routes';
import { ServerRenderedContext } from './ssr/server-rendered';

type Wrapper = ComponentType<{ children: ReactNode }>;

export interface AppTreeProps {
  queryClient: QueryClient;
  /** The page came with the server's render of it (see ssr/server-rendered.ts). */
  serverRendered: boolean;
  /** The browser's router, or the server's for one address. */
  Router: Wrapper;
  /** Sign-in in the browser; on the server a session still being restored. */
  Auth: Wrapper;
}

/**
 * Settings first, then sign-in (which needs them and the router), then the public figures, then the
 * pages. The server renders the same tree (entry-server.tsx), so hydration finds what it rendered.
 */
export function AppTree({ queryClient, serverRendered, Router, Auth }: AppTreeProps) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ServerRenderedContext value={serverRendered}>
          <Router>
            <ConfigGate>
              <Auth>
                <PublicDataGate>
                  <AppRoutes />
                </PublicDataGate>
              </Auth>
            </ConfigGate>
          </Router>
        </ServerRenderedContext>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

export function App({ queryClient, serverRendered }: Pick<AppTreeProps, 'queryClient' | 'serverRendered'>) {
  return (
    <AppTree
      queryClient={queryClient}
      serverRendered={serverRendered}
      Router={BrowserRouter}
      Auth={AuthRoot}
    />
  );
}
