import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Files the build also wrote as .br and .gz (scripts/compress-assets.ts); their answer varies. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)(?:\.br|\.gz)?$/;

export interface SpaOptions {
  /** Serve the build's source maps (hidden: no script names them) and point to them with `SourceMap`. */
  serveSourceMaps?: boolean;
}

/** The build's source maps as URL paths ('/assets/index-abc.js.map'). */
function listSourceMaps(clientDir: string): Set<string> {
  const files = fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  return new Set(
    files.filter((file) => file.endsWith('.map')).map((file) => `/${file.split(path.sep).join('/')}`),
  );
}

/**
 * Serves the built single-page app. Any non-API GET that is not a file gets index.html so the
 * client-side router can take the path; unknown /api paths answer 404 JSON instead.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string,
  options: SpaOptions = {},
): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    const sourceMaps = options.serveSourceMaps ? listSourceMaps(clientDir) : new Set<string>();
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // The .br or .gz file made at build time when the browser accepts it (br first), else the file.
      preCompressed: true,
      // .vite/manifest.json is for tools, not browsers.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change under the same name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (COMPRESSIBLE.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
        if (sourceMaps.size > 0) {
          const map = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`.replace(
            /(\.br|\.gz)?$/,
            '.map',
          );
          if (sourceMaps.has(map)) res.setHeader('SourceMap', map);
        }
      },
    });
    if (!options.serveSourceMaps) {
      // Source maps would publish the original sources; answered before the static files are looked at.
      app.get('/assets/:file(^.+\\.map$)', (_request, reply) =>
        reply.status(404).send({ error: 'Not found' }),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !wantsPage) {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .send({ error: 'The web app is not built yet: run `npm run build` (npm start does it for you)' });
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', { cacheControl: false });
  });
}
