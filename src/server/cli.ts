import fs from 'node:fs';
import path from 'node:path';
import { CliError } from './cli-error';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { privateUmask, tightenDataFolders } from './file-modes';

// Below the features (the backup reader refuses a file with it), re-exported for the entry points.
export { CliError };

const forPeople = (err: unknown): err is Error =>
  err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof CliError;

/**
 * Runs a command-line task (the server is one): a refusal prints its message and exits 1, anything else
 * its stack too. Whatever the task creates is its user's alone (umask 077, decision 022).
 */
export async function runCli(task: () => Promise<void>): Promise<void> {
  privateUmask();
  try {
    await task();
  } catch (err) {
    console.error(forPeople(err) ? err.message : err);
    process.exit(1);
  }
}

export interface Arguments {
  /** The arguments left once `--env-file FILE` is taken out. */
  args: string[];
  /** The settings file read, resolved; undefined when the settings came from the environment alone. */
  envFile?: string;
}

/**
 * Takes `--env-file FILE` (or `--env-file=FILE`) out of `argv` and loads that file into process.env as
 * `node --env-file` does: a variable the environment already has keeps its value (decision 022). A
 * service's settings file is what a command run from a plain shell would otherwise not see.
 */
export function takeEnvFile(argv: readonly string[]): Arguments {
  const args: string[] = [];
  let envFile: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    let file: string | undefined;
    if (arg === '--env-file') {
      file = argv[i + 1];
      i += 1;
      if (file === undefined || file.startsWith('-'))
        throw new CliError('--env-file needs a file: --env-file FILE');
    } else if (arg.startsWith('--env-file=')) {
      file = arg.slice('--env-file='.length);
    } else {
      args.push(arg);
      continue;
    }
    if (envFile !== undefined) throw new CliError('--env-file is given twice: name one settings file');
    envFile = path.resolve(file);
    if (!fs.statSync(envFile, { throwIfNoEntry: false })?.isFile()) {
      throw new CliError(`The settings file ${envFile} (--env-file) does not exist or is not a file.`);
    }
    process.loadEnvFile(envFile);
  }
  return { args, envFile };
}

/** How a message says where the settings came from. */
export const settingsSource = (envFile: string | undefined) =>
  envFile ? `the settings file ${envFile} and the environment` : 'the environment alone (no --env-file)';

/** Tightens DATA_DIR and BACKUP_DIR where they exist, and prints what it did. */
export function tightenForCli(config: { dataDir: string; backups: { dir?: string } }): void {
  for (const line of tightenDataFolders([config.dataDir, config.backups.dir])) console.log(line);
}
