import { lockDataDir } from '../../src/server/db/data-dir-lock';

/*
 * A process that only holds DATA_DIR's lock, as a second server or a restore would, for the tests of the
 * lock between processes: prints `held <token>`, releases on SIGTERM or SIGINT.
 */

const lock = lockDataDir(process.env.DATA_DIR!, process.env.LOCK_PURPOSE ?? 'lock test', {
  heartbeatMs: Number(process.env.DATA_DIR_LOCK_HEARTBEAT_MS ?? 5_000),
});
console.log(`held ${lock.token}`);
const end = () => {
  lock.release();
  process.exit(0);
};
process.on('SIGTERM', end);
process.on('SIGINT', end);
// The heartbeat's timer does not keep a process alive by itself.
setInterval(() => undefined, 1 << 30);
