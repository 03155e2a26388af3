import type { ReactNode } from 'react';
import { Loader } from '../components/loader';
import { Notice } from '../components/notice';
import { ConfigContext } from './config-context';
import { useConfigQuery } from './get-config';

/** Nothing can render without the fund name and sign-in settings, so the whole app waits for them here. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { data, error, refetch, isFetching } = useConfigQuery();

  if (data) return <ConfigContext.Provider value={data}>{children}</ConfigContext.Provider>;

  if (error && !isFetching) {
    return (
      <main className="start-screen" id="main">
        <h1 className="visually-hidden">Fund</h1>
        <Notice
          tone="error"
          title="The site could not start"
          actions={
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              Retry
            </button>
          }
        >
          <p>Its settings failed to load ({error.message}). Check your connection and try again.</p>
        </Notice>
      </main>
    );
  }

  // The name is not known yet, so the start screen stays neutral.
  return <Loader fullScreen label="Loading the site" />;
}
