/** The largest file the import reads (the upload stops here). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The most data rows one import holds; preamble, header, blank and total rows do not count. */
export const MAX_IMPORT_ROWS = 50_000;

/**
 * A close and an open of the same underlying within this many seconds of each other (and without an
 * order number tying them together) are proposed as a roll: brokers fill the two legs of a roll order
 * within a second or two, and a person entering two separate orders takes longer.
 */
export const ROLL_WINDOW_SECONDS = 5;

/**
 * How many days after an option's assignment or exercise the stock row it delivered may be posted and
 * still be read as part of it (a Friday assignment is often posted on Monday).
 */
export const ASSIGNMENT_LINK_DAYS = 4;

/** Text read from a file is bounded like any other input. */
export const MAX_TICKER_LENGTH = 12;
export const MAX_ACCOUNT_LENGTH = 64;
export const MAX_ID_LENGTH = 64;
/** The row as shown in the preview; longer rows are cut with an ellipsis. */
export const MAX_RAW_LENGTH = 1_000;
