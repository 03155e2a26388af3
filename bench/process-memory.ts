import fs from 'node:fs';

/*
 * Memory of a process and its descendants from /proc (Linux): the resident set now (VmRSS) and the
 * most it has held (VmHWM), summed over the tree, in bytes. 0 where /proc is unavailable.
 */

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      fs.readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** `pid` and all its descendants. */
export function tree(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return [pid, ...(children ? children.split(' ').flatMap((child) => tree(Number(child))) : [])];
  } catch {
    return [pid];
  }
}

export interface TreeMemory {
  rss: number;
  peak: number;
}

export function treeMemory(pid: number): TreeMemory {
  let rss = 0;
  let peak = 0;
  for (const member of tree(pid)) {
    rss += statusField(member, 'VmRSS');
    peak += statusField(member, 'VmHWM');
  }
  return { rss, peak };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Polls the tree's memory every `everyMs` until stopped; the largest resident set seen. */
export function watchPeak(pid: number, everyMs = 100): { stop(): number } {
  let most = treeMemory(pid).rss;
  const timer = setInterval(() => {
    most = Math.max(most, treeMemory(pid).rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(most, treeMemory(pid).rss);
    },
  };
}

/** Resolves once none of `pids` is running any more (a server may outlive the npm that started it). */
export async function gone(pids: readonly number[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some((pid) => fs.existsSync(`/proc/${pid}`)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
