import { CliError } from './cli-error';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

// Below the features (the backup reader refuses a file with it), re-exported for the entry points.
export { CliError };

const forPeople = (err: unknown): err is Error =>
  err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof CliError;

/** Runs a command-line task: a refusal prints its message and exits 1, anything else its stack too. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (err) {
    console.error(forPeople(err) ? err.message : err);
    process.exit(1);
  }
}
