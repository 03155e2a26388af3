import { loadConfig } from './config';
import { buildApp } from './app';
import { runCli, takeEnvFile } from './cli';
import { listen, type Listening } from './listen';
import { sampleDataState } from './sample-data/sample-fund';
import { startupReport } from './startup-report';
import { tightenDataFolders } from './file-modes';

/** After a shutdown's grace, connections still open are closed; this long after, the process exits. */
const LAST_RESORT_MS = 5_000;

async function main(): Promise<void> {
  // `npm start -- --env-file .env` reads the settings file as `node --env-file=.env` does.
  takeEnvFile(process.argv.slice(2));
  const config = loadConfig();
  // Before the database opens: its files, the keys and the lock become the app's alone (runCli set the umask).
  const fileModes = tightenDataFolders([config.dataDir, config.backups.dir]);
  // Opens the database (and takes DATA_DIR's lock) before anything listens; migrations run meanwhile.
  const app = await buildApp(config, { waitUntilReady: false });
  const graceMs = config.shutdownGraceSeconds * 1000;

  // Set once listening; a signal may come before.
  const listening: { current?: Listening } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // `kill -TERM -PGID` on `npm start` reaches the server twice (npm forwards its own): the shutdown
      // under way still closes the database and releases DATA_DIR's lock.
      app.log.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    // /api/ready answers 503 from now on; no new connection is accepted; requests in flight finish.
    app.lifecycle.stopping();
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    const force = setTimeout(() => {
      app.log.warn('requests still running at the end of the grace period: closing their connections');
      app.server.closeAllConnections();
      listening.current?.closeAllConnections();
    }, graceMs);
    const lastResort = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + LAST_RESORT_MS);
    force.unref();
    lastResort.unref();
    try {
      // The database closes last, once the server has no connection left (Fastify's onClose order).
      await Promise.all([listening.current?.close(), app.close()]);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal must find a handler, or its default action kills the process
  // before the database is closed and the lock released.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  listening.current = await listen(app, config.host, config.port);
  try {
    await app.started;
  } catch (err) {
    app.log.fatal({ err }, 'start-up failed: the database could not be migrated');
    await Promise.all([listening.current.close(), app.close()]).catch(() => undefined);
    process.exit(1);
  }
  const { present } = await sampleDataState(app.database.db);
  const lines = startupReport(config, {
    addresses: listening.current.addresses,
    database: { kind: app.database.kind, location: app.database.location },
    sampleData: present,
    fileModes,
  });
  for (const line of lines) app.log.info(line);
}

await runCli(main);
