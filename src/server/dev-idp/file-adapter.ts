import fs from 'node:fs/promises';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface StoredRecord {
  payload: AdapterPayload;
  /** Milliseconds since the epoch; absent for records that never expire. */
  expiresAt?: number;
}

// Models whose records hang off a grant and go when the grant is revoked (as in the library's own adapter).
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

// A copy through JSON, so a record read now behaves exactly like one read back after a restart.
const copy = (payload: AdapterPayload): AdapterPayload =>
  JSON.parse(JSON.stringify(payload)) as AdapterPayload;

/**
 * The identity provider's state (sessions, grants, refresh tokens, interactions) in one JSON file,
 * rewritten atomically after every change. A development provider holds a handful of records, so
 * rewriting the whole file is cheap, and a restart keeps everyone signed in.
 */
export class JsonFileStore {
  readonly #file: string;
  readonly #now: () => number;
  #records = new Map<string, StoredRecord>();
  #writes: Promise<void> = Promise.resolve();
  #writeCount = 0;

  private constructor(file: string, now: () => number) {
    this.#file = file;
    this.#now = now;
  }

  static async open(file: string, now: () => number = Date.now): Promise<JsonFileStore> {
    const store = new JsonFileStore(file, now);
    let text: string | undefined;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (text !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Losing sign-in sessions is better than refusing to start over a damaged development file.
        parsed = {};
      }
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [key, value] of Object.entries(parsed as Record<string, StoredRecord>)) {
          if (value && typeof value === 'object' && value.payload) store.#records.set(key, value);
        }
      }
      store.#dropExpired();
    }
    return store;
  }

  get(key: string): StoredRecord | undefined {
    const record = this.#records.get(key);
    if (record && this.#isExpired(record)) {
      this.#records.delete(key);
      return undefined;
    }
    return record;
  }

  set(key: string, record: StoredRecord): void {
    this.#records.set(key, record);
  }

  delete(key: string): boolean {
    return this.#records.delete(key);
  }

  /** Live records whose key starts with the prefix. */
  *entries(prefix: string): Generator<[string, StoredRecord]> {
    for (const [key, record] of this.#records) {
      if (key.startsWith(prefix) && !this.#isExpired(record)) yield [key, record];
    }
  }

  /** Writes the current state; resolves once it is on disk. Writes happen one at a time, in order. */
  save(): Promise<void> {
    const write = this.#writes.then(() => this.#write());
    // A failed write must not block later ones; the caller of this save still sees the error.
    this.#writes = write.catch(() => undefined);
    return write;
  }

  #isExpired(record: StoredRecord): boolean {
    return record.expiresAt !== undefined && record.expiresAt <= this.#now();
  }

  #dropExpired(): void {
    for (const [key, record] of this.#records) {
      if (this.#isExpired(record)) this.#records.delete(key);
    }
  }

  async #write(): Promise<void> {
    this.#dropExpired();
    const temp = `${this.#file}.${process.pid}.${++this.#writeCount}.tmp`;
    await fs.writeFile(temp, JSON.stringify(Object.fromEntries(this.#records)), { mode: 0o600 });
    await fs.rename(temp, this.#file);
  }
}

class FileAdapter implements Adapter {
  readonly #model: string;
  readonly #store: JsonFileStore;
  readonly #now: () => number;

  constructor(model: string, store: JsonFileStore, now: () => number) {
    this.#model = model;
    this.#store = store;
    this.#now = now;
  }

  #key(id: string): string {
    return `${this.#model}:${id}`;
  }

  #findWhere(test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const [, record] of this.#store.entries(`${this.#model}:`)) {
      if (test(record.payload)) return copy(record.payload);
    }
    return undefined;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const record: StoredRecord = { payload: copy(payload) };
    if (typeof expiresIn === 'number') record.expiresAt = this.#now() + expiresIn * 1000;
    this.#store.set(this.#key(id), record);
    await this.#store.save();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const record = this.#store.get(this.#key(id));
    return record ? copy(record.payload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere((payload) => payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere((payload) => payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const record = this.#store.get(this.#key(id));
    if (!record) return;
    record.payload.consumed = Math.floor(this.#now() / 1000);
    await this.#store.save();
  }

  async destroy(id: string): Promise<void> {
    if (this.#store.delete(this.#key(id))) await this.#store.save();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    let changed = false;
    for (const model of GRANT_MEMBERS) {
      for (const [key, record] of [...this.#store.entries(`${model}:`)]) {
        if (record.payload.grantId === grantId) changed = this.#store.delete(key) || changed;
      }
    }
    if (changed) await this.#store.save();
  }
}

/** The provider's `adapter` setting: one adapter per model, all sharing the store. */
export function fileAdapterFactory(store: JsonFileStore, now: () => number = Date.now): AdapterFactory {
  return (model) => new FileAdapter(model, store, now);
}
