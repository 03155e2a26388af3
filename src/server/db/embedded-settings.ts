/**
 * PostgreSQL settings of the embedded database (decision 016). PGlite's defaults size it as a server
 * (128 MB of shared buffers, in WebAssembly memory that never shrinks); the fund's books are a few
 * hundred megabytes at most, read mostly through the operating system's cache. Connection and lock
 * limits keep their defaults: a restore replaces every table in one transaction.
 */
export const EMBEDDED_SETTINGS = [
  '-c',
  'shared_buffers=8MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=1MB',
  '-c',
  'wal_buffers=256kB',
] as const;
