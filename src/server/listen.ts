import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Listening {
  /** 'http://127.0.0.1:3000', 'http://[::1]:3000'. */
  addresses: string[];
  /** Stops accepting on the extra loopback listener (the app's own close does the rest). */
  close(): Promise<void>;
  /** Ends the extra listener's connections, requests in flight included (a shutdown's grace is over). */
  closeAllConnections(): void;
}

const formatAddress = ({ address, family, port }: AddressInfo) =>
  family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;

/**
 * Listens on `host`. `localhost` means both loopback addresses, 127.0.0.1 and ::1, whatever the
 * machine's hosts file says (Fastify would follow the resolver, and many files name 127.0.0.1 only);
 * ::1 is skipped where the machine has no IPv6.
 */
export async function listen(app: FastifyInstance, host: string, port: number): Promise<Listening> {
  if (host !== 'localhost') {
    await app.listen({ host, port });
    const addresses = app.addresses().map((a) => (typeof a === 'string' ? a : formatAddress(a)));
    return { addresses, close: async () => undefined, closeAllConnections: () => undefined };
  }
  await app.listen({ host: '127.0.0.1', port });
  const bound = (app.server.address() as AddressInfo).port;
  const handler = app.server.listeners('request')[0] as http.RequestListener;
  const extra = http.createServer(
    {
      requestTimeout: app.server.requestTimeout,
      headersTimeout: app.server.headersTimeout,
      keepAliveTimeout: app.server.keepAliveTimeout,
    },
    handler,
  );
  const ipv6 = await new Promise<boolean>((resolve) => {
    extra.once('error', () => resolve(false));
    extra.listen({ host: '::1', port: bound, ipv6Only: true }, () => resolve(true));
  });
  const addresses = [formatAddress(app.server.address() as AddressInfo)];
  if (ipv6) addresses.push(formatAddress(extra.address() as AddressInfo));
  return {
    addresses,
    closeAllConnections: () => extra.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        if (!ipv6) return resolve();
        extra.close(() => resolve());
        extra.closeIdleConnections();
      }),
  };
}
