import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SheetAnswer {
  status?: number;
  statusText?: string;
  body?: string;
}

export interface SheetServer {
  url(path: string): string;
  /** What `path` answers from now on. */
  set(path: string, answer: SheetAnswer): void;
  requests(path: string): number;
  close(): Promise<void>;
}

/** A stand-in for the published spreadsheets: real HTTP on 127.0.0.1, answers set by the test. */
export async function startSheetServer(initial: Record<string, SheetAnswer> = {}): Promise<SheetServer> {
  const answers = new Map(Object.entries(initial));
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, statusText: 'Not Found', body: '' };
    res.writeHead(answer.status ?? 200, answer.statusText ?? 'OK', { 'content-type': 'text/csv' });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, answer) => void answers.set(path, answer),
    requests: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
