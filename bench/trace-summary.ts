import type { Browser, Page } from '@playwright/test';

/*
 * Where an interaction's time goes, from a Chromium performance trace (the Performance panel's
 * data): the renderer's main thread's self time by kind of work (script, style, layout, paint...) and
 * the longest forced layouts and style recalculations. For the bench's BENCH_TRACE runs (decision 033).
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { stackTrace?: { functionName: string; url: string }[] } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'];

/** The main thread: the renderer's thread named CrRendererMain with the most work. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; work: number } | null = null;
  for (const thread of names) {
    const work = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (best === null || work > best.work) best = { pid: thread.pid, tid: thread.tid, work };
  }
  return best;
}

/** Self time (µs) by event name: each complete event's duration less its children's. */
function selfTimes(events: readonly TraceEvent[]): Map<string, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of sorted) {
    while (stack.length > 0 && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    stack.push(event);
  }
  return self;
}

/** Runs `action` under a trace and prints the main thread's work, largest first. */
export async function traceInteraction(
  browser: Browser,
  page: Page,
  label: string,
  action: () => Promise<void>,
  /** Where to keep the raw trace (for the Performance panel), if anywhere. */
  saveTo?: string,
): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES, ...(saveTo ? { path: saveTo } : {}) });
  await action();
  const buffer = await browser.stopTracing();
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const thread = mainThread(events);
  if (thread === null) return console.log(`  trace of ${label}: no renderer main thread found`);
  const work = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && (e.dur ?? 0) > 0,
  );
  const self = [...selfTimes(work)].filter(([, us]) => us >= 1000).sort((a, b) => b[1] - a[1]);
  const total = work.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  console.log(`  trace of ${label}: main-thread tasks ${(total / 1000).toFixed(0)} ms; self time by kind:`);
  for (const [name, us] of self.slice(0, 12))
    console.log(`    ${name.padEnd(36)} ${(us / 1000).toFixed(1)} ms`);
  const longest = (name: string) =>
    work
      .filter((e) => e.name === name)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => {
        const frame = e.args?.data?.stackTrace?.[0];
        const where = frame
          ? ` at ${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1)}`
          : '';
        return `${((e.dur ?? 0) / 1000).toFixed(1)} ms${where}`;
      });
  console.log(`    longest Layout: ${longest('Layout').join('; ') || 'none'}`);
  console.log(`    longest UpdateLayoutTree: ${longest('UpdateLayoutTree').join('; ') || 'none'}`);
}
