import { createContext, useContext, type ReactNode } from 'react';
import { writesReports } from '../../../../domain/identity/roles';
import type { Role } from '../../../../domain/identity/me';

/*
 * Whether the viewer of the Reports area may change the books: the one place the screens ask, decided
 * once from GET /api/me's role by the domain's writesReports, the same split the server's guards make
 * (requireAdmin for writes, requireReader for reads; decision 018). A control that adds, edits,
 * closes, rolls, uploads, deletes, imports or posts renders only when useCanWrite() is true.
 */

const CanWrite = createContext(false);

export function ReportsAccess({ role, children }: { role: Role | null; children: ReactNode }) {
  return <CanWrite.Provider value={writesReports(role)}>{children}</CanWrite.Provider>;
}

/** True for the administrator; false for the auditor (and anyone else), who reads only. */
export function useCanWrite(): boolean {
  return useContext(CanWrite);
}

/**
 * The line that tells a viewer who may not write that the Reports area is read-only, under the tab
 * bar of every tab; the area's region names it as its description, so it is read with the heading.
 */
export const READ_ONLY_LINE_ID = 'reports-read-only';

export function ReadOnlyLine({ text }: { text: string }) {
  if (useCanWrite()) return null;
  return (
    <p id={READ_ONLY_LINE_ID} className="reports-read-only" role="status">
      {text}
    </p>
  );
}
