import net from 'node:net';

/**
 * Which peers may speak for the client in X-Forwarded-For, -Host and -Proto (the TRUST_PROXY setting,
 * decision 017): nobody (the default: the headers are ignored), the proxies at these addresses or
 * ranges, or every hop up to a count. Fastify's `trustProxy` option takes each of these forms; a hop
 * count goes as a function, since Fastify itself treats a bare number as trusting nobody.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for the private ranges ('loopback' is 127.0.0.1/8 and ::1). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be a hop count (1, 2, ...) or a comma-separated list of addresses, CIDR ranges ' +
  '(10.0.0.0/8) or the names loopback, linklocal, uniquelocal';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const entriesOf = (text: string) => text.split(',').map((entry) => entry.trim());

/** Whether the setting reads (blank counts as unset). */
export function isTrustProxySetting(text: string): boolean {
  if (/^\d+$/.test(text.trim())) return true;
  const entries = entriesOf(text);
  return entries.length > 0 && entries.every(isAddressOrRange);
}

/** The setting as Fastify's `trustProxy`; unset or 0 trusts nobody. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  if (text === undefined || text.trim() === '') return false;
  if (!isTrustProxySetting(text)) throw new Error(TRUST_PROXY_MESSAGE);
  if (/^\d+$/.test(text.trim())) {
    const hops = Number(text.trim());
    // Hop 0 is the peer that connected; each hop trusted lets one more X-Forwarded-For entry speak.
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return entriesOf(text);
}
