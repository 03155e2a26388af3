import { readFileSync } from 'node:fs';
import type { ApiApp } from './api-app';
import { multipart } from './multipart';

/** The text of a broker file under test/fixtures/imports. */
export function importFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url), 'utf8');
}

/** POST /api/imports of a broker file as the administrator, with the form's other fields (the answer is not checked). */
export async function uploadImport(
  api: ApiApp,
  filename: string,
  text: string,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ name: field, value })),
    { name: 'file', filename, content: Buffer.from(text, 'utf8'), type: 'text/csv' },
  ]);
  return api.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...(await api.admin()), 'content-type': body.contentType },
    payload: body.payload,
  });
}
