import type { FastifyInstance } from 'fastify';
import { sharesIssued } from '../../src/domain/investors/shares';
import { multipart } from './multipart';
import { sampleFiles } from './sample-files';

type Headers = Record<string, string>;

async function ok(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  headers: Headers,
  payload: object,
) {
  const res = await app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** An investor with dated records (positive amounts contribute, negative redeem); their id. */
export async function investorWith(
  app: FastifyInstance,
  admin: Headers,
  who: { name: string; email: string },
  records: readonly { date: string; amount: string; nav: string }[],
): Promise<number> {
  const { id } = await ok(app, 'POST', '/api/investors', admin, who);
  for (const record of records) {
    await ok(app, 'POST', '/api/investor-investments', admin, {
      investorId: id,
      investmentDate: record.date,
      amountInvested: record.amount,
      navAtEntry: record.nav,
      sharesIssued: sharesIssued(record.amount, record.nav).toFixed(),
    });
  }
  return id as number;
}

export async function navValue(
  app: FastifyInstance,
  admin: Headers,
  id: number,
  query: string,
  body: object,
) {
  await ok(app, 'POST', `/api/investors/${id}/nav-data?${query}`, admin, body);
}

/** Uploads a PDF for the investor (archived when `archived`); its id. */
export async function documentOf(
  app: FastifyInstance,
  admin: Headers,
  investorId: number,
  filename: string,
  archived = false,
): Promise<number> {
  const upload = multipart([{ name: 'file', filename, content: sampleFiles.pdf }]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/investors/${investorId}/documents`,
    headers: { ...admin, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  const id = res.json().document.id as number;
  if (archived)
    await ok(app, 'PATCH', `/api/investors/${investorId}/documents?documentId=${id}`, admin, {
      isActive: false,
    });
  return id;
}
