import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/query-client';
import { AuthRoot } from './auth/auth-root';
import { ErrorBoundary } from './components/error-boundary';
import { ConfigGate } from './config/config-gate';
import { PublicDataGate } from './features/public/api/public-data-gate';
import { AppRoutes } from './routes';

/** Settings first, then sign-in (which needs them and the router), then the public figures, then the pages. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ConfigGate>
            <AuthRoot>
              <PublicDataGate>
                <AppRoutes />
              </PublicDataGate>
            </AuthRoot>
          </ConfigGate>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
