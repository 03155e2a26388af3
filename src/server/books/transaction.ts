import type { Db } from '../db/client';

/*
 * The transaction types every write of the books is typed with. They live on the books floor, under
 * every feature, so a feature never reaches into another (the Trade Log's records) for them.
 */

export type { Db };
/** A Drizzle transaction handed to the callback of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction on it. */
export type Executor = Db | Tx;
