/** An error whose message is safe and useful to show the caller; it leaves as `{ "error": message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, as Retry-After on a 503. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** More fields of the answer beside `error`, as the list of what blocks a removal. */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
