import fs from 'node:fs';
import path from 'node:path';

/*
 * The books, the sign-in keys, the lock and the backups (which hold investors' documents) are the app's
 * alone: folders 0700, files 0600 (decision 022). A umask makes every file the process and its children
 * create so; a DATA_DIR or BACKUP_DIR made before (or by a tool with another umask) is tightened at start.
 */

/** Nothing the process creates from now on is readable by the group or others. */
export function privateUmask(): void {
  process.umask(0o077);
}

const LOOSE = 0o077;

export interface Tightened {
  folder: string;
  /** Entries whose group or other permission bits were removed. */
  changed: number;
  /** Entries that could not be changed (another owner), with the first error. */
  failed: number;
  firstError?: string;
}

/** Removes the group and other bits from `folder` and everything below it; symbolic links are left alone. */
export function tightenFolder(folder: string): Tightened {
  const result: Tightened = { folder, changed: 0, failed: 0 };
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // removed meanwhile
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & LOOSE) !== 0) {
      try {
        fs.chmodSync(entry, stat.mode & 0o700);
        result.changed += 1;
      } catch (err) {
        result.failed += 1;
        result.firstError ??= `${entry}: ${(err as Error).message}`;
      }
    }
    if (stat.isDirectory()) {
      let children: string[] = [];
      try {
        children = fs.readdirSync(entry);
      } catch {
        // An unreadable folder was counted above if its chmod failed.
      }
      for (const child of children) visit(path.join(entry, child));
    }
  };
  visit(folder);
  return result;
}

/**
 * Tightens each existing folder (DATA_DIR, BACKUP_DIR) and says what it did, one line each, for the
 * start-up lines; a folder already private says nothing.
 */
export function tightenDataFolders(folders: readonly (string | undefined)[]): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const folder of folders) {
    if (!folder || folder === 'memory://' || seen.has(folder) || !fs.existsSync(folder)) continue;
    seen.add(folder);
    const { changed, failed, firstError } = tightenFolder(folder);
    if (changed > 0) {
      lines.push(
        `File modes: tightened ${changed} ${changed === 1 ? 'entry' : 'entries'} in ${folder} to the app's user only (folders 0700, files 0600)`,
      );
    }
    if (failed > 0) {
      lines.push(
        `File modes: could not tighten ${failed} ${failed === 1 ? 'entry' : 'entries'} in ${folder}, which others may read (${firstError})`,
      );
    }
  }
  return lines;
}
