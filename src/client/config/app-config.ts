/** What GET /api/config answers: the fund's display name and the browser's sign-in settings. */
export interface AppConfig {
  fundName: string;
  /** Largest document upload the server accepts, in megabytes (1024 x 1024 bytes). */
  maxUploadMb: number;
  /** The fund's time zone (FUND_TIME_ZONE): the one clock's "today" (fund-clock.ts). */
  timeZone: string;
  /** The fund's day when the server answered; absent from a server-rendered page's copy. */
  today?: string;
  /**
   * The zone's offsets from UTC around the time the page was rendered (domain/zone-offsets.ts): only
   * a server-rendered page's copy has them, so that its clock reads today without loading the
   * browser's time-zone data. Checked where it is read (fund-clock.ts), whose chunk holds that code:
   * checking it here would make the code a chunk of its own on every page.
   */
  zoneOffsets?: unknown;
  oidc: {
    authority: string;
    clientId: string;
    audience: string;
    scope: string;
    allowedClaim: string;
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function requireString(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`Invalid site settings: ${where}${key} is missing`);
  return value;
}

/**
 * Checks the answer's shape by hand: the app cannot start without these fields, and pulling a schema
 * library into the first page load for six strings is not worth its weight.
 */
export function parseAppConfig(value: unknown): AppConfig {
  if (!isRecord(value) || !isRecord(value.oidc)) throw new Error('Invalid site settings');
  const oidc = value.oidc;
  return {
    fundName: requireString(value, 'fundName', ''),
    maxUploadMb: typeof value.maxUploadMb === 'number' && value.maxUploadMb > 0 ? value.maxUploadMb : 25,
    timeZone: requireString(value, 'timeZone', ''),
    ...(typeof value.today === 'string' && DAY.test(value.today) ? { today: value.today } : {}),
    ...(value.zoneOffsets === undefined ? {} : { zoneOffsets: value.zoneOffsets }),
    oidc: {
      authority: requireString(oidc, 'authority', 'oidc.'),
      clientId: requireString(oidc, 'clientId', 'oidc.'),
      audience: requireString(oidc, 'audience', 'oidc.'),
      scope: requireString(oidc, 'scope', 'oidc.'),
      allowedClaim: requireString(oidc, 'allowedClaim', 'oidc.'),
    },
  };
}
