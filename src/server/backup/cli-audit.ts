import os from 'node:os';
import { writeAudit, type AuditEntry } from '../books';
import type { Database } from '../db/client';

/** Who ran a command-line task, for its audit row: there is no signed-in user, so the system's own. */
export function commandLineActor(): string {
  let user = 'unknown user';
  try {
    user = os.userInfo().username;
  } catch {
    // A container's user may have no name.
  }
  return `command line (${user}@${os.hostname()})`;
}

/**
 * Records a command-line backup or restore in the audit log (decision 022). A failure to record does not
 * undo the task, which is done: it is said, and the task still succeeds.
 */
export async function auditCommandLine(
  database: Database,
  entry: Omit<AuditEntry, 'actor' | 'clientAddress'>,
): Promise<void> {
  try {
    await writeAudit(database.db, { ...entry, actor: commandLineActor(), clientAddress: null });
  } catch (err) {
    console.warn(`Could not record this in the audit log: ${(err as Error).message}`);
  }
}
