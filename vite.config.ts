import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/compress-assets.js';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

// `vite build` makes the browser's app in dist/client; `vite build --ssr` the server's render of the
// public pages in dist/server (entry-server.tsx, decisions/009), which the server imports at start.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  plugins: [react(), compressAssets()],
  build: isSsrBuild
    ? {
        outDir: '../../dist/server',
        emptyOutDir: true,
        rollupOptions: { input: 'entry-server.tsx' },
        copyPublicDir: false,
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        // Maps are written for debugging but named in no script: the server keeps them private unless
        // SERVE_SOURCE_MAPS=true (decisions/011).
        sourcemap: 'hidden' as const,
        // Read by `npm run bench` to count what each page loads.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What the entry shares with later chunks (the chunk loader, the page tables) in a chunk
              // of its own: a chunk importing the entry would list the entry's stylesheet among its
              // dependencies, and a server-rendered page, which inlines that sheet, would fetch it again.
              groups: [
                {
                  name: 'entry-shared',
                  test: /preload-helper|public-pages\.ts$|page-chunks\.ts$|page-hydrated-event\.ts$/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      // src/client/api/*.ts are modules Vite itself serves under /api; everything else goes to the API.
      '/api': {
        target: apiTarget,
        xfwd: true,
        bypass: (req) => (/\.[cm]?[jt]sx?(\?|$)/.test(req.url ?? '') ? req.url : undefined),
      },
      // X-Forwarded-Host keeps the identity provider's endpoints on the address the browser uses.
      '/idp': { target: apiTarget, xfwd: true },
    },
  },
}));
