import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { serializeError } from './log-errors';
import { databaseTargets } from '../../test/support/databases';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { testConfig } from '../../test/support/test-config';
import type { FastifyInstance } from 'fastify';

const NAME = 'Ada Secretname';
const EMAIL = 'ada.secret@fund.test';

describe('serializeError: what an error may say in the logs', () => {
  it('keeps the statement of a query error and drops its parameters, message and stack header', () => {
    const cause = Object.assign(new Error('invalid input syntax for type numeric: "Ada Secretname"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'float8in_internal',
      detail: `Key (email)=(${EMAIL}) already exists`,
      where: `unnamed portal parameter $1 = '${NAME}'`,
    });
    const error = Object.assign(
      new Error(`Failed query: insert into "investors" ...\nparams: ${NAME},${EMAIL}`),
      {
        query: 'insert into "investors" ("name", "email") values ($1, $2)',
        params: [NAME, EMAIL],
        cause,
      },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      message: 'Failed query',
      query: 'insert into "investors" ("name", "email") values ($1, $2)',
      cause: {
        code: '22P02',
        message: 'invalid input syntax for type numeric',
        routine: 'float8in_internal',
      },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Secretname');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('params');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it.each([
    [
      'a quoted value is cut',
      'value "3000000000" is out of range for type integer',
      {},
      'value "…" is out of range for type integer',
    ],
    [
      'an identifier of the error stays',
      'duplicate key value violates unique constraint "investors_email_key"',
      { constraint: 'investors_email_key' },
      'duplicate key value violates unique constraint "investors_email_key"',
    ],
    [
      'what follows a colon goes',
      'invalid byte sequence for encoding "UTF8": 0x00',
      {},
      'invalid byte sequence for encoding "…"',
    ],
  ])('database messages: %s', (_scenario, message, fields, expected) => {
    const error = Object.assign(new Error(message), { code: '22003', severity: 'ERROR', ...fields });
    expect(serializeError(error).message).toBe(expected);
  });

  it('keeps the message of an error that is not the database', () => {
    expect(serializeError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

describe.each(databaseTargets())('the log of a failed write on $name', (target) => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const created = await target.create();
    dispose = created.dispose;
    app = await buildApp(testConfig(issuer.issuer, { LOG_LEVEL: 'info' }), {
      database: created.database,
      logStream: { write: (line) => lines.push(line) },
    });
    // A real failure inside the database, after the values were sent: a test-only unique index.
    await app.database.db.execute(sql`create unique index test_unique_email on investors (email)`);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await issuer?.close();
  });

  it('logs the statement and the SQLSTATE, never the name or e-mail it tried to store', async () => {
    const headers = {
      authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'admin@fund.test', allowed: true })}`,
    };
    const body = { name: NAME, email: EMAIL };
    const first = await app.inject({ method: 'POST', url: '/api/investors', headers, payload: body });
    expect(first.statusCode).toBe(201);
    lines.length = 0;
    const second = await app.inject({ method: 'POST', url: '/api/investors', headers, payload: body });
    expect(second.statusCode).toBe(500);
    expect(second.json()).toEqual({ error: 'Internal server error' });
    const combined = await app.inject({
      method: 'POST',
      url: '/api/investors/with-investment',
      headers,
      payload: {
        ...body,
        investmentDate: '2025-07-01',
        amountInvested: 1000,
        navAtEntry: 100,
        sharesIssued: 10,
      },
    });
    expect(combined.json()).toEqual({ error: 'Failed to create investor' });

    const entries = lines.map((line) => JSON.parse(line));
    // Each failed write logs its error once; the request's own line (also at error level) holds no err.
    const errors = entries.filter((entry) => entry.level >= 50 && entry.err);
    expect(errors).toHaveLength(2);
    expect(
      entries.filter((entry) => entry.msg === 'request completed' && entry.res?.statusCode === 500),
    ).toHaveLength(2);
    for (const entry of errors) {
      const query = entry.err.query ?? entry.err.cause?.query;
      expect(query).toMatch(/^insert into "investors"/);
      const database = entry.err.cause?.cause ?? entry.err.cause;
      expect(database).toMatchObject({ code: '23505', constraint: 'test_unique_email' });
    }
    const text = lines.join('\n');
    expect(text).not.toContain('Secretname');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('already exists');
  });
});
