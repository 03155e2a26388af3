import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

export interface DatabaseTarget {
  name: string;
  /** A fresh, empty database that `dispose` removes. */
  create(): Promise<{ database: Database; url?: string; dispose(): Promise<void> }>;
}

let template: Blob | undefined;

/** The new data directory the suite's global set-up made (test/support/pglite-template.ts). */
function memoryTemplate(): Blob {
  template ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return template;
}

const pglite: DatabaseTarget = {
  name: 'PGlite',
  async create() {
    const database = await openDatabase({ dataDir: 'memory://', memoryTemplate: memoryTemplate() });
    return { database, dispose: () => database.close().catch(() => undefined) };
  },
};

function postgres(serverUrl: string): DatabaseTarget {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `fund_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
      return {
        database,
        url: url.toString(),
        async dispose() {
          await database.close().catch(() => undefined);
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one (CI sets it). */
export function databaseTargets(): DatabaseTarget[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? [pglite, postgres(serverUrl)] : [pglite];
}
