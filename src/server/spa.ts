import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built single-page app. Any non-API GET that is not a file gets index.html so the
 * client-side router can take the path; unknown /api paths answer 404 JSON instead.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change under the same name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
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
