/*
 * The yardstick of the HTTP bench, run as a process of its own (bench/app-process.ts): a bare Fastify
 * route with default settings but no logger, answering the bytes in BARE_BODY_FILE with BARE_HEADERS.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BARE_BODY_FILE ?? '');
const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
