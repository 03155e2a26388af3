/*
 * What the logs may say about an error. A failed write carries the values it tried to store: Drizzle's
 * query error holds `params` and repeats them in its message ('Failed query: ... params: Ada,ada@...'),
 * and PostgreSQL's errors hold `detail` ('Key (email)=(ada@fund.test) already exists'), `where`
 * ('unnamed portal parameter $1 = ...') and messages that quote the input ('invalid input syntax for
 * type numeric: "Ada"'). Investor names and e-mail addresses must not reach the logs, so an error is
 * logged by a list of safe fields: its type, the statement text (placeholders, never values), the
 * SQLSTATE code, the constraint, table, column and type names, a message with the quoted values cut
 * out, the stack frames without the message, and its cause the same way.
 */

export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  /** The frames only; '' when there are none. */
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  severity?: string;
  routine?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  cause?: LoggedError;
}

/** Fields a database error names schema objects with: their values are identifiers, not data. */
const IDENTIFIER_FIELDS = ['schema', 'table', 'column', 'dataType', 'constraint'] as const;
const MAX_CAUSES = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A Drizzle query error: its message embeds the parameters. */
const isQueryError = (error: Fields): boolean => typeof error.query === 'string' && 'params' in error;

/** A PostgreSQL (node-postgres or PGlite) error: its message may quote the values it refused. */
const isDatabaseError = (error: Fields): boolean =>
  typeof error.code === 'string' && SQLSTATE.test(error.code) && ('severity' in error || 'routine' in error);

/**
 * A database message without the values it quotes: everything after the first ': ' goes (that is
 * where PostgreSQL puts the input), and a double-quoted word stays only when it is one of the error's
 * own identifiers ('violates unique constraint "investors_email_key"').
 */
function databaseMessage(message: string, identifiers: ReadonlySet<string>): string {
  const head = message.split(': ')[0] ?? '';
  return head.replace(/"[^"]*"/g, (quoted) => (identifiers.has(quoted.slice(1, -1)) ? quoted : '"…"'));
}

/** The stack's frames ('    at ...'), without the first lines, which repeat the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function describe(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    const message = typeof error === 'string' ? '(text not logged)' : String(error);
    return { type: typeof error, message, stack: '' };
  }
  const fields = error as Fields;
  const type = error instanceof Error ? error.name || error.constructor.name : 'Object';
  const identifiers = new Set(
    IDENTIFIER_FIELDS.map((name) => text(fields[name])).filter((v) => v !== undefined),
  );
  const rawMessage = text(fields.message) ?? '';
  const message = isQueryError(fields)
    ? 'Failed query'
    : isDatabaseError(fields)
      ? databaseMessage(rawMessage, identifiers)
      : rawMessage;
  const logged: LoggedError = { type, message, stack: framesOf(fields.stack) };
  const code = fields.code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (isQueryError(fields)) logged.query = fields.query as string;
  if (isDatabaseError(fields)) {
    for (const name of ['severity', 'routine', ...IDENTIFIER_FIELDS] as const) {
      const value = text(fields[name]);
      if (value !== undefined) logged[name] = value;
    }
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) logged.cause = describe(fields.cause, depth + 1);
  return logged;
}

/** The logger's `err` serializer: every `log.error({ err }, ...)` goes through it. */
export function serializeError(error: unknown): LoggedError {
  return describe(error, 0);
}
