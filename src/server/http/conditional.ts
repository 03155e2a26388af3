import { createHash } from 'node:crypto';

/** A weak entity tag for a body: equal bodies get equal tags on every instance, whatever the coding. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether an If-None-Match header names `etag` (or is `*`), by the weak comparison GET and HEAD use
 * (RFC 9110 section 13.1.2): a match means the client's copy is current and a 304 will do.
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return true;
  const wanted = opaque(etag);
  return text.split(',').some((tag) => opaque(tag.trim()) === wanted);
}
