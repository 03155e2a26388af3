import { PAGE_SCRIPTS_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '../domain/public-data/public-pages';
import { isChunkedPage, PAGE_CHUNKS } from './page-chunks';
import { afterFirstPaint } from './ssr/after-first-paint';
import { holdEarlyClicks } from './ssr/early-clicks';
import { inSlices } from './ssr/in-slices';
import { PAGE_HYDRATED_EVENT } from './ssr/page-hydrated-event';
import './styles.css';

// Not ssr/next-task.ts: a module shared with the app would be a chunk of its own, 1 KB more for `/`.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A task of links stays under Lighthouse's 50 ms at its 4x slower CPU. */
const PRELOAD_SLICE_MS = 8;

/**
 * A modulepreload link for each script the server says the page will run (page-html.ts), a few per
 * task: Vite's preload helper then finds them and adds none, where it would add all of them in one
 * task (two of ~100 ms on a phone, decision 034).
 */
function preloadPageScripts(): Promise<void> {
  const list = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  const add = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  return inSlices(list ? (JSON.parse(list) as string[]) : [], add, PRELOAD_SLICE_MS);
}

/**
 * The entry is only this: a server-rendered page is complete without script, so the app (React, the
 * router, the page's chunk) is fetched once the browser has painted it, and never competes with the
 * page's own bytes on a slow link (docs/decisions/009-...). The bare shell has nothing to paint and
 * starts at once.
 */
function start(): void {
  const { pathname } = window.location;
  const app = import('./start');
  // The page's chunk in a task of its own: each import adds a preload link for every chunk it needs,
  // and the app's and the page's in one task cost a phone 60-75 ms (decision 034).
  const page = isChunkedPage(pathname)
    ? nextTask()
        .then(() => PAGE_CHUNKS[pathname]())
        .catch(() => undefined)
    : undefined;
  // The app's start in a task after its modules' evaluation, not in the same one (decision 034).
  void Promise.all([app, page]).then(([loaded]) => nextTask().then(() => loaded.start()));
}

if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  // Presses made before the app arrives are made again once it has (ssr/early-clicks.ts).
  window.addEventListener(PAGE_HYDRATED_EVENT, holdEarlyClicks(), { once: true });
  // Should the list fail to be read or its links to be added, the helper adds them: the page starts.
  afterFirstPaint(() => void Promise.resolve().then(preloadPageScripts).then(start, start));
} else {
  start();
}
