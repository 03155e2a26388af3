import { attachmentFileName } from './attachment-file-name';

/** A non-2xx answer from our API, carrying the server's own `error` text when it sent one. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type AccessTokenGetter = () => string | undefined;

// The auth layer registers where the current token lives. Reading it at request time (rather than
// capturing it in a closure) means a token renewed in the background is used by the very next call.
let getAccessToken: AccessTokenGetter = () => undefined;

export function setAccessTokenGetter(getter: AccessTokenGetter): void {
  getAccessToken = getter;
}

async function readErrorText(response: Response): Promise<string> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for instance): the status line is the best we have.
  }
  return fallback;
}

async function send(path: string, init: RequestInit, accept: string): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', accept);
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = getAccessToken();
  if (token && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    throw new ApiError(response.status, await readErrorText(response));
  }
  return response;
}

/**
 * The one way the client calls the API: same origin, JSON in and out, the bearer token when signed in.
 * Resolves to `undefined` for answers without a body (204). A FormData body is sent as multipart.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init, 'application/json');
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ApiFile {
  blob: Blob;
  /** The server's file name, when its Content-Disposition names one. */
  fileName: string | null;
}

/** A file from the API (CSV export, document download or preview), with the same token and errors. */
export async function apiFetchFile(path: string, init: RequestInit = {}): Promise<ApiFile> {
  const response = await send(path, init, '*/*');
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get('content-disposition')),
  };
}
