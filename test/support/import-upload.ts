import type { ApiApp } from './api-app';
import { multipart } from './multipart';

/** POST /api/imports of a broker file as the administrator, with the form's other fields. */
export async function uploadImport(
  api: ApiApp,
  name: string,
  text: string,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ name: field, value })),
    { name: 'file', filename: name, content: Buffer.from(text, 'utf8'), type: 'text/csv' },
  ]);
  return api.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...(await api.admin()), 'content-type': body.contentType },
    payload: body.payload,
  });
}
