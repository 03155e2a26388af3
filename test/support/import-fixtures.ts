import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';

/** The text of a broker file under test/fixtures/imports. */
export function importFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url), 'utf8');
}

/** `POST /api/imports` of a fixture file as the browser sends it, with the form's other fields. */
export async function uploadFixture(
  app: FastifyInstance,
  headers: Record<string, string>,
  name: string,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ name: field, value })),
    { name: 'file', filename: name, content: Buffer.from(importFixture(name), 'utf8'), type: 'text/csv' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
