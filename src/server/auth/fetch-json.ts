export interface FetchJsonOptions {
  timeoutMs: number;
  /** Larger answers are refused: what the identity provider sends is bounded like any outside input. */
  maxBytes: number;
  headers?: Record<string, string>;
  /** Aborts the request early (the app is closing). */
  signal?: AbortSignal;
}

export interface JsonAnswer {
  status: number;
  /** The parsed body of a 2xx answer; undefined for any other status. */
  body: unknown;
}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`answer larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET a JSON document from the identity provider with a timeout and a size cap. Rejects when the
 * provider cannot be reached, takes too long, or sends something too large or not JSON; answers
 * with the status otherwise, so callers can tell "refused" (4xx) from "broken" (5xx).
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<JsonAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...options.headers },
    signal,
    // A redirect elsewhere is not followed: the addresses come from the issuer's own metadata.
    redirect: 'manual',
  });
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  const text = await readBounded(response, options.maxBytes);
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (err) {
    throw new NotJsonError(`${url} did not answer JSON`, { cause: err });
  }
}

/** The answer was not JSON (a signed userinfo answer, say, or an HTML error page). */
export class NotJsonError extends Error {
  override name = 'NotJsonError';
}

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
