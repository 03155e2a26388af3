import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a new PGlite data directory's dump, from which test databases start. */
    pgliteTemplate: string;
  }
}

/*
 * The API suite's global set-up: initdb once. Each test database then loads this dump instead of
 * running initdb itself, which takes seconds on a busy two-core machine (test/support/databases.ts).
 */
export async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-pglite-template-'));
  const file = path.join(folder, 'pgdata.tar');
  const client = await PGlite.create('memory://');
  const dump = await client.dumpDataDir('none');
  await client.close();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
