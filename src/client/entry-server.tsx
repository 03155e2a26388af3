import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SsrState } from '../domain/public-data/public-pages';
import { createQueryClient } from './api/query-client';
import { AppTree } from './app';
import { seedQueries } from './ssr/seed-queries';
import { ServerAuth } from './ssr/server-auth';

/**
 * The server's render of one public page (built by `vite build --ssr` into dist/server): the same
 * tree as the browser's, for one address, with the figures the server embeds beside it. Waits for
 * the lazily loaded pages; the charts are left to the browser (ssr/client-only.tsx).
 */
export async function render(url: string, state: SsrState): Promise<string> {
  const queryClient = createQueryClient();
  seedQueries(queryClient, state);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  try {
    const { prelude } = await prerenderToNodeStream(
      <AppTree queryClient={queryClient} serverRendered Router={Router} Auth={ServerAuth} />,
      // Every boundary written in place: an outlined one is completed by an inline script, which
      // the Content-Security-Policy (script only from our origin) would refuse.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    queryClient.clear();
  }
}
