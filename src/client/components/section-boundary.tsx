import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from './error-boundary';

/**
 * The error boundary every page and tab panel sits in. 'Try Again' also lets failed queries fetch
 * again, and moving to another path clears the error.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} resetKey={pathname}>
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
