import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SheetAnswer {
  status?: number;
  statusText?: string;
  body?: string;
  /**
   * 'headers': never answer at all; 'body': send the headers and `body`, then never finish; 'endless':
   * send the headers, then `body` over and over until the client goes away.
   */
  hang?: 'headers' | 'body' | 'endless';
  /** A declared Content-Length (a lie, if the test wants one). */
  contentLength?: number;
}

export interface SheetServer {
  url(path: string): string;
  /** What `path` answers from now on. */
  set(path: string, answer: SheetAnswer): void;
  requests(path: string): number;
  /** Resolves when a client has dropped an answer to `path` before it was finished. */
  dropped(path: string): Promise<void>;
  /** Resolves when an answer to `path` has been written whole. */
  served(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A stand-in for the published spreadsheets: real HTTP on 127.0.0.1, answers set by the test. */
export async function startSheetServer(initial: Record<string, SheetAnswer> = {}): Promise<SheetServer> {
  const answers = new Map(Object.entries(initial));
  const counts = new Map<string, number>();
  const dropped = signals();
  const served = signals();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, statusText: 'Not Found', body: '' };
    res.on('close', () => (res.writableFinished ? served : dropped).fire(path));
    if (answer.hang === 'headers') return;
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/csv' };
    if (answer.contentLength !== undefined) headers['content-length'] = answer.contentLength;
    res.writeHead(answer.status ?? 200, answer.statusText ?? 'OK', headers);
    const body = answer.body ?? '';
    if (answer.hang === 'body') return void res.write(body);
    if (answer.hang === 'endless') {
      const chunk = body || 'AAPL,1000\n';
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', more);
      return more();
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, answer) => void answers.set(path, answer),
    requests: (path) => counts.get(path) ?? 0,
    dropped: dropped.wait,
    served: served.wait,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One promise per path, resolved the first time its event fires (before or after anyone waits). */
function signals() {
  const promises = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  const entry = (path: string) => {
    let found = promises.get(path);
    if (!found) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      promises.set(path, (found = { promise, resolve }));
    }
    return found;
  };
  return { wait: (path: string) => entry(path).promise, fire: (path: string) => entry(path).resolve() };
}
