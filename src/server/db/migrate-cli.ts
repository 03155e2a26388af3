import { loadConfig } from '../config';
import { runCli } from '../cli';
import { openDatabase } from './client';

await runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ ...config, purpose: 'migration' });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}, ${database.location}).`);
  } finally {
    await database.close();
  }
});
