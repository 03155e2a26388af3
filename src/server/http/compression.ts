import type { FastifyPluginAsync, FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding } from './accept-encoding';
import { compress } from './compress';

export interface CompressionOptions {
  /** Answers smaller than this many bytes go as they are: compressing them saves less than it costs. */
  threshold?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends its answers in the coding the caller accepts already: no compression hook on it. */
    preEncoded?: boolean;
  }
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
 * 204/304 and answers marked `no-transform`. The hook goes on each route added after the plugin,
 * except those whose config says `preEncoded`: an onSend hook costs every answer of its route
 * (a promise, and this hook's checks), and the cached public answers are made to cost next to nothing.
 */
const plugin: FastifyPluginAsync<CompressionOptions> = async (app, options) => {
  const threshold = options.threshold ?? 1024;
  const compressHook: onSendHookHandler = async (request, reply, payload) => {
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
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.preEncoded) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [compressHook, ...own];
  });
  // Answers no route matched (the not-found handler's) are small JSON or the app's HTML: no hook there.
};

export const compressionPlugin = fp(plugin, { name: 'fund-compression', fastify: '5.x' });
