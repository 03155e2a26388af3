import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type CDPSession } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { startAppProcess } from './app-process';

/*
 * What blocks the main thread of a public page at 4x slower CPU, task by task (decision 034): a
 * Chromium trace of a fresh visit (no cache, no session), every task over 50 ms with its start, its
 * length and where its time went (the trace's own events, and the CPU profile's samples mapped back
 * to our sources through the build's source maps). The figures are real time at 4x, not Lighthouse's
 * simulation; the task list is what to split.
 *
 *   npx tsx bench/public-long-tasks.ts [/about/performance ...]   (BENCH_TRACE_RUNS, default 1)
 */

const DEFAULT_PAGES = ['/about/performance', '/about/holdings'];
const LONG_TASK_MS = 50;
const SLOWDOWN = 4;
const SETTLE_MS = 6000;
const ASSETS = path.resolve(import.meta.dirname, '..', process.env.BENCH_APP_DIR ?? '', 'dist/client/assets');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] };
  };
}

interface CpuProfile {
  nodes?: {
    id: number;
    parent?: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
}

async function trace(client: CDPSession, visit: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => client.once('Tracing.tracingComplete', () => resolve()));
  await client.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await visit();
  await client.send('Tracing.end');
  await done;
  return events;
}

const maps = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  const file = url.split('/').at(-1) ?? '';
  if (!maps.has(file)) {
    const mapFile = path.join(ASSETS, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return maps.get(file) ?? null;
}

function origin(frame: {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const consumer = consumerFor(frame.url);
  const file = frame.url.split('/').at(-1);
  if (!consumer) return `${file} ${frame.functionName}`;
  const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = at.source?.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '') ?? file;
  return `${source}:${at.line ?? '?'} ${frame.functionName || at.name || ''}`.trim();
}

/** Self time per source function inside [from, to], from the trace's CPU profile samples. */
function samplesBetween(events: TraceEvent[], pid: number, tid: number, from: number, to: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return { self: new Map<string, number>(), total: new Map<string, number>() };
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id);
  const nodes = new Map<number, string>();
  let time = Number(profile.args?.data?.startTime ?? 0);
  const parents = new Map<number, number | undefined>();
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, origin(node.callFrame));
      parents.set(node.id, node.parent);
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      const delta = deltas[i] ?? 0;
      time += delta;
      if (time < from || time > to) continue;
      const name = nodes.get(samples[i]!) ?? '?';
      self.set(name, (self.get(name) ?? 0) + Math.max(0, delta) / 1000);
      // Inclusive time: each function on the sample's stack once.
      const seen = new Set<string>();
      for (let id: number | undefined = samples[i]; id !== undefined; id = parents.get(id)) {
        const frame = nodes.get(id) ?? '?';
        if (seen.has(frame)) continue;
        seen.add(frame);
        total.set(frame, (total.get(frame) ?? 0) + Math.max(0, delta) / 1000);
      }
    }
  }
  return { self, total };
}

/** The renderer's main thread that drew the page: the one with the most top-level task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0, busy: -1 };
  for (const thread of named) {
    const busy = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best;
}

const INTERESTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.parseOnBackground',
  'ParseAuthorStyleSheet',
  'PrePaint',
  'Layerize',
  'HitTest',
  'GCEvent',
  'MajorGC',
  'MinorGC',
  'V8.GC_MARK_COMPACTOR',
]);

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' ? data.url.split('/').at(-1) : '';
  const fn = typeof data.functionName === 'string' ? data.functionName : '';
  const type = typeof data.type === 'string' ? data.type : '';
  return [event.name, url, fn, type].filter(Boolean).join(' ');
}

export async function longTasks(pages: string[], runs = Number(process.env.BENCH_TRACE_RUNS ?? 1)) {
  const app = await startAppProcess();
  await app.settled();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const page of pages) {
      for (let run = 1; run <= runs; run += 1) {
        // Lighthouse's phone: 412 px wide at 1.75 device pixels.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const tab = await context.newPage();
        const client = await context.newCDPSession(tab);
        await client.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
        const events = await trace(client, async () => {
          await tab.goto(`${app.url}${page}`, { waitUntil: 'load' });
          await tab.waitForTimeout(SETTLE_MS);
        });
        await context.close();
        const { pid, tid } = mainThread(events);
        const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
        const navigation =
          events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? onMain[0]?.ts ?? 0;
        const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS);
        const blocking = tasks.reduce((sum, e) => sum + ((e.dur ?? 0) / 1000 - LONG_TASK_MS), 0);
        console.log(
          `\n${page} run ${run}: ${tasks.length} tasks over ${LONG_TASK_MS} ms at ${SLOWDOWN}x, ` +
            `blocking ${blocking.toFixed(0)} ms in all (real time, from navigation to ${SETTLE_MS / 1000} s after load)`,
        );
        for (const task of tasks) {
          const end = task.ts + (task.dur ?? 0);
          console.log(
            `  at ${((task.ts - navigation) / 1000).toFixed(0).padStart(5)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
          );
          const inside = onMain
            .filter((e) => e.ts >= task.ts && e.ts < end && INTERESTING.has(e.name) && (e.dur ?? 0) > 4000)
            .slice(0, 12);
          for (const e of inside)
            console.log(`      ${((e.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms ${describe(e)}`);
          const { self, total } = samplesBetween(events, pid, tid, task.ts, end);
          for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14))
            console.log(`      self ${ms.toFixed(1).padStart(6)} ms ${name}`);
          if (process.env.BENCH_TRACE_INCLUSIVE)
            for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40))
              console.log(`      incl ${ms.toFixed(1).padStart(6)} ms ${name}`);
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const asked = process.argv.slice(2);
  await longTasks(asked.length > 0 ? asked : DEFAULT_PAGES);
}
