import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * PGlite starts PostgreSQL with fsync off (`-F`), and Emscripten's Node file system answers fsync and
 * fdatasync without syncing, so a commit is acknowledged while it may sit in the page cache only. Here
 * the file system's fsync reaches the disk (fs.fsyncSync on the real descriptor), PostgreSQL runs with
 * fsync on, and the write-ahead log is flushed with fsync (its default, fdatasync, is the call that
 * stays a no-op). PostgreSQL's own protocol then holds: a commit returns once its WAL is on the disk,
 * and a checkpoint syncs the data files before it recycles the WAL. Decision 015 has the measurements.
 */

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenAttributes {
  mode?: number | null;
}
interface EmscriptenModule {
  NODEFS: {
    node_ops: {
      mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown;
      setattr: (node: unknown, attr: EmscriptenAttributes) => void;
    };
    stream_ops: {
      fsync?: (stream: EmscriptenStream) => number;
      setattr?: (stream: unknown, attr: EmscriptenAttributes) => void;
    };
  };
}

/** Group and other permission bits, which the books' files never get (decision 022). */
const OTHERS = 0o077;
const own = (attr: EmscriptenAttributes): EmscriptenAttributes =>
  attr.mode == null ? attr : { ...attr, mode: attr.mode & ~OTHERS };

/** Counts the syncs that reached the disk, so tests and the bench can see them happen. */
export const syncCounter = { calls: 0 };

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : [preRun]),
      (mod: EmscriptenModule) => {
        // Emscripten makes every file 0777 and then chmods it 0666, whatever the umask: PostgreSQL's
        // files would be world-readable (and writable). They keep their owner's bits only.
        const { node_ops: nodeOps, stream_ops: streamOps } = mod.NODEFS;
        const { mknod, setattr } = nodeOps;
        nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~OTHERS, dev);
        nodeOps.setattr = (node, attr) => setattr(node, own(attr));
        const streamSetattr = streamOps.setattr;
        if (streamSetattr) streamOps.setattr = (stream, attr) => streamSetattr(stream, own(attr));
        mod.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) {
            fs.fsyncSync(stream.nfd);
            syncCounter.calls += 1;
          }
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PGlite's start parameters without `-F`, with the WAL synced by fsync, plus `extra` settings. */
export function durableStartParams(extra: readonly string[] = []): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=fsync',
    ...extra,
  ];
}

export function durableFs(dataDir: string): NonNullable<PGliteOptions['fs']> {
  return new DurableNodeFS(dataDir);
}
