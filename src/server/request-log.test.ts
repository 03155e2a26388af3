import { Writable } from 'node:stream';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, requestLogLevel, SLOW_REQUEST_MS } from './request-log';
import { requestLoggerFactory } from './request-logger';

describe('requestLogLevel', () => {
  it.each([
    [200, 3, 'debug'],
    [304, 1, 'debug'],
    [200, SLOW_REQUEST_MS - 1, 'debug'],
    [200, SLOW_REQUEST_MS, 'info'],
    [401, 2, 'info'],
    [404, 2, 'info'],
    [500, 2, 'error'],
    [503, SLOW_REQUEST_MS * 5, 'error'],
  ])('status %i after %i ms: %s', (status, ms, level) => {
    expect(requestLogLevel(status, ms)).toBe(level);
  });
});

async function logLines(level: string, run: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new RequestLog(),
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.status(403).send({ error: 'Forbidden' }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await run(app);
  await app.close();
  return lines;
}

describe('RequestLog', () => {
  it('at info, logs nothing for a request that went well and one line for each that did not', async () => {
    const lines = await logLines('info', async (app) => {
      for (let i = 0; i < 5; i++) await app.inject('/ok');
      await app.inject('/refused');
      await app.inject('/broken');
    });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.level, (line.req as { url: string }).url])).toEqual([
      [30, '/refused'],
      [50, '/broken'],
    ]);
    expect(completed[0]).toMatchObject({ req: { method: 'GET' }, res: { statusCode: 403 } });
    // Each line carries its request's id, though the request's logger is made only when it writes.
    expect(completed.map((line) => line.reqId)).toEqual(['req-6', 'req-7']);
    // The failure itself, with its stack, is logged once more by the error handler.
    expect(lines.filter((line) => line.msg === 'boom')).toHaveLength(1);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('at debug, logs one line per request with method, address, status and time', async () => {
    const lines = await logLines('debug', async (app) => {
      await app.inject('/ok');
      await app.inject('/ok');
    });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(typeof completed[0]!.responseTime).toBe('number');
    expect(completed.map((line) => line.reqId)).toEqual(['req-1', 'req-2']);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it("writes a route's own lines with the request's id, and nothing below the level", async () => {
    const lines = await logLines('info', async (app) => {
      app.get('/talks', async (request: FastifyRequest) => {
        request.log.debug('not written');
        request.log.info({ extra: 1 }, 'written');
        request.log.child({ part: 'x' }).warn('from a child');
        return { ok: true };
      });
      await app.inject('/talks');
    });
    expect(lines.map((line) => [line.level, line.msg, line.reqId])).toEqual([
      [30, 'written', 'req-1'],
      [40, 'from a child', 'req-1'],
    ]);
    expect(lines[0]).toMatchObject({ extra: 1 });
    expect(lines[1]).toMatchObject({ part: 'x' });
  });
});
