import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding } from './accept-encoding';
import { compress } from './compress';

export interface CompressionOptions {
  /** Answers smaller than this many bytes go as they are: compressing them saves less than it costs. */
  threshold?: number;
}

const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/csv)\b/i;

/** Adds `value` to the answer's Vary header unless it is there already. */
export function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = list.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes(value.toLowerCase())) return;
  reply.header('vary', list.trim() === '' ? value : `${list}, ${value}`);
}

/**
 * Compresses JSON (and CSV) answers of `threshold` bytes or more with br or gzip, as the request's
 * Accept-Encoding weighs them, and says `Vary: Accept-Encoding`. An answer that already carries a
 * Content-Encoding (precompressed, or a cached compressed copy) goes untouched, as do streams, HEAD,
 * 204/304 and answers marked `no-transform`.
 */
const plugin: FastifyPluginAsync<CompressionOptions> = async (app, options) => {
  const threshold = options.threshold ?? 1024;
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < threshold) return payload;
    addVary(reply, 'Accept-Encoding');
    const coding = chooseEncoding(request.headers['accept-encoding']);
    if (coding === 'identity') return payload;
    const compressed = await compress(payload, coding);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compressed;
  });
};

export const compressionPlugin = fp(plugin, { name: 'fund-compression', fastify: '5.x' });
