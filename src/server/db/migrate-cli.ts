import { loadConfig } from '../config';
import { runCli, takeEnvFile, CliError, tightenForCli } from '../cli';
import { openDatabase } from './client';

// `npm run db:migrate [-- --env-file FILE]`: the migrations, applied to the database the settings name.
await runCli(async () => {
  const { args } = takeEnvFile(process.argv.slice(2));
  if (args.length > 0) throw new CliError('Usage: npm run db:migrate [-- --env-file FILE]');
  const config = loadConfig();
  tightenForCli(config);
  const database = await openDatabase({ ...config, purpose: 'migration' });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}, ${database.location}).`);
  } finally {
    await database.close();
  }
});
