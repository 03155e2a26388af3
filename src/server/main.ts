import { loadConfig } from './config';
import { buildApp } from './app';
import { runCli } from './cli';
import { listen, type Listening } from './listen';
import { sampleDataState } from './sample-data/sample-fund';
import { startupReport } from './startup-report';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  // Set once listening; a signal may come before.
  const listening: { current?: Listening } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process (and the database files) alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await Promise.all([listening.current?.close(), app.close()]);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  listening.current = await listen(app, config.host, config.port);
  const { addresses } = listening.current;
  const { present } = await sampleDataState(app.database.db);
  const lines = startupReport(config, {
    addresses,
    database: { kind: app.database.kind, location: app.database.location },
    sampleData: present,
  });
  for (const line of lines) app.log.info(line);
}

await runCli(main);
