import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentCoding as Encoding } from './accept-encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface EncodedBody {
  body: Buffer;
  encoding: Encoding | null;
}

/**
 * A JSON answer kept as bytes with its Brotli (quality 11) and gzip (level 9) forms. The compressed
 * forms are made once, off the event loop, when the answer is first made; until they are ready the
 * gzip form (milliseconds) is waited for and Brotli (slower on large answers) is not.
 */
export class EncodedJson {
  readonly identity: Buffer;
  private readonly forms: Partial<Record<Encoding, Buffer>> = {};
  private readonly made: Record<Encoding, Promise<unknown>>;

  constructor(text: string | Buffer) {
    this.identity = typeof text === 'string' ? Buffer.from(text) : text;
    const keep = (encoding: Encoding) => (body: Buffer) => {
      if (body.length < this.identity.length) this.forms[encoding] = body;
    };
    // A form that could not be made is simply not offered.
    const ignore = () => undefined;
    this.made = {
      br: brotli(this.identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      })
        .then(keep('br'))
        .catch(ignore),
      gzip: gzip(this.identity, { level: zlib.constants.Z_BEST_COMPRESSION })
        .then(keep('gzip'))
        .catch(ignore),
    };
  }

  /** The same answer as `previous` keeps its compressed forms: a reloaded, unchanged sheet costs nothing. */
  static reuse(text: string, previous: EncodedJson | undefined): EncodedJson {
    const bytes = Buffer.from(text);
    return previous?.identity.equals(bytes) ? previous : new EncodedJson(bytes);
  }

  /** Resolves when both compressed forms are made (tests and benches). */
  async settled(): Promise<void> {
    await Promise.all(Object.values(this.made));
  }

  private ready(accepted: readonly Encoding[]): EncodedBody | null {
    for (const encoding of accepted) {
      const body = this.forms[encoding];
      if (body) return { body, encoding };
    }
    return null;
  }

  /** The best form the caller accepts; synchronous once the forms are made. */
  pick(accepted: readonly Encoding[]): EncodedBody | Promise<EncodedBody> {
    if (accepted.length === 0) return { body: this.identity, encoding: null };
    const ready = this.ready(accepted);
    if (ready) return ready;
    if (!accepted.includes('gzip')) return { body: this.identity, encoding: null };
    return this.made.gzip.then(() => this.ready(accepted) ?? { body: this.identity, encoding: null });
  }
}
