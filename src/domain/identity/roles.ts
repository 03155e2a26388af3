import type { Role } from './me';

/*
 * What each role of GET /api/me may do in the Reports area (docs/requirements.md#auth-roles). The
 * server's guards decide the same from the same claims: requireReader lets the administrator and the
 * auditor read, requireAdmin lets only the administrator write (decision 018). The browser asks these
 * two functions and nothing else, so it never offers what the server would refuse.
 */

/** May open the Reports area and read everything in it. */
export const readsReports = (role: Role | null | undefined): boolean =>
  role === 'administrator' || role === 'auditor';

/** May change the books: add, edit, close, roll, upload, delete, import, post. */
export const writesReports = (role: Role | null | undefined): boolean => role === 'administrator';
