import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  mail: ParsedMail;
  /** The envelope's recipients: what the server was asked to deliver to. */
  rcptTo: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: Received[];
  /** Stops listening (connections refused) until `start` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server for the tests (the `smtp-server` package), reading what arrives with
 * `mailparser`. An address containing 'refused' is answered 550, as a server that knows no such mailbox.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  let port = 0;
  let server: SMTPServer | undefined;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (address.address.includes('refused')) {
          const err = new Error('5.1.1 No such mailbox here') as Error & { responseCode: number };
          err.responseCode = 550;
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((mail) => {
              received.push({
                mail,
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
                raw: raw.toString('utf8'),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
  const start = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
