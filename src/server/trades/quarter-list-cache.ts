import type { Db } from '../db/client';
import type { ContentCoding } from '../http/accept-encoding';
import { compress } from '../http/compress';
import { weakEtag } from '../http/conditional';
import { snapshotItems } from './position-item';
import { loadQuarterSnapshot } from './records';
import { tradeLogVersion } from './trade-log-version';

/** One quarter's positions list, serialized once for the data version it was read at. */
export interface QuarterList {
  quarter: string;
  version: bigint;
  /** The JSON answer of GET /api/positions. */
  json: Buffer;
  etag: string;
  /** The JSON compressed with `coding`, made on first use and kept. */
  encoded(coding: ContentCoding): Promise<Buffer>;
}

function quarterList(quarter: string, version: bigint, json: Buffer): QuarterList {
  const copies = new Map<ContentCoding, Promise<Buffer>>();
  return {
    quarter,
    version,
    json,
    etag: weakEtag(json),
    encoded(coding) {
      let copy = copies.get(coding);
      if (copy === undefined) {
        copy = compress(json, coding);
        copies.set(coding, copy);
        copy.catch(() => copies.delete(coding));
      }
      return copy;
    },
  };
}

interface Flight {
  /** Every request joining this load saw at most this version before it started. */
  floor: bigint;
  promise: Promise<QuarterList>;
}

interface Queued extends Flight {
  begin(flight: Promise<QuarterList>): void;
}

/**
 * The quarter lists of GET /api/positions, kept per quarter (the `capacity` most recently used) and
 * keyed by the Trade Log's data version, which the database raises on every change from any instance.
 *
 * A request reads the version first (one small query, shared by the requests of one event-loop turn)
 * and gets the kept list when it is of that version. Otherwise it needs a list read no earlier than
 * the version it saw: it joins the load in flight for the quarter when that load began after the
 * version (or a later one) had been seen, or else the single load queued behind it. So a quarter is
 * loaded at most once at a time however many requests and writes arrive, and a concurrent write costs
 * at worst one more load, never a stale list served as current.
 */
export class QuarterListCache {
  readonly #db: Db;
  readonly #capacity: number;
  readonly #lists = new Map<string, QuarterList>();
  readonly #running = new Map<string, Flight>();
  readonly #queued = new Map<string, Queued>();
  #versionRead: Promise<bigint> | undefined;

  constructor(db: Db, capacity = 4) {
    this.#db = db;
    this.#capacity = capacity;
  }

  async get(quarter: string): Promise<QuarterList> {
    const seen = await this.#version();
    const kept = this.#lists.get(quarter);
    if (kept !== undefined && kept.version === seen) {
      this.#remember(kept);
      return kept;
    }
    return this.#load(quarter, seen);
  }

  /**
   * The version, read after this call: requests arriving in the same turn of the event loop share one
   * query, sent once they have all arrived, so none of them can miss a change committed before it came.
   */
  #version(): Promise<bigint> {
    this.#versionRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.#versionRead = undefined;
      return tradeLogVersion(this.#db);
    });
    return this.#versionRead;
  }

  #load(quarter: string, seen: bigint): Promise<QuarterList> {
    const running = this.#running.get(quarter);
    if (running === undefined) return this.#start(quarter, seen);
    if (running.floor >= seen) return running.promise;
    const queued = this.#queued.get(quarter);
    if (queued !== undefined) {
      if (seen > queued.floor) queued.floor = seen;
      return queued.promise;
    }
    let begin!: (flight: Promise<QuarterList>) => void;
    const promise = new Promise<QuarterList>((resolve) => (begin = resolve));
    this.#queued.set(quarter, { floor: seen, promise, begin });
    return promise;
  }

  #start(quarter: string, floor: bigint): Promise<QuarterList> {
    const promise = this.#read(quarter);
    this.#running.set(quarter, { floor, promise });
    const settle = () => {
      this.#running.delete(quarter);
      const queued = this.#queued.get(quarter);
      if (queued === undefined) return;
      // Started here, synchronously, so no request can slip between the two loads and start a third.
      this.#queued.delete(quarter);
      queued.begin(this.#start(quarter, queued.floor));
    };
    promise.then(settle, settle);
    return promise;
  }

  async #read(quarter: string): Promise<QuarterList> {
    const snapshot = await loadQuarterSnapshot(this.#db, quarter);
    const { version } = snapshot;
    const list = quarterList(quarter, version, Buffer.from(JSON.stringify(snapshotItems(snapshot))));
    const kept = this.#lists.get(quarter);
    if (kept === undefined || kept.version <= version) this.#remember(list);
    return list;
  }

  #remember(list: QuarterList): void {
    this.#lists.delete(list.quarter);
    this.#lists.set(list.quarter, list);
    for (const quarter of this.#lists.keys()) {
      if (this.#lists.size <= this.#capacity) break;
      this.#lists.delete(quarter);
    }
  }
}
