import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PUBLIC_PAGES,
  pageTitle,
  type PublicFigures,
  type SsrState,
} from '../../domain/public-data/public-pages';
import { packListFields } from '../../domain/public-data/packed-records';
import { zoneOffsets } from '../../domain/time-zones';
import type { ZoneOffsets } from '../../domain/zone-offsets';
import type { Config } from '../config';
import { acceptedEncodings } from '../http/accept-encoding';
import { EncodedJson } from '../http/encoded-json';
import { publicConfigBody } from '../routes/config';
import type { PublicAnswers } from '../sources/public-answers';
import { publicPageChunks, type Manifest } from './build-manifest';
import { fillTemplate, headTags, inlineStylesheets, withoutHoistedTitle } from './page-html';

/** What dist/server/entry-server.js (src/client/entry-server.tsx) exports. */
interface SsrModule {
  render(url: string, state: SsrState): Promise<string>;
}

/**
 * Figures past this many bytes of JSON are left to the browser: rendering a sheet of some 170,000
 * rows into HTML would hold the event loop for seconds, and such a page would not be fast anyway.
 */
const MAX_EMBEDDED_BYTES = 2 * 1024 * 1024;

const DAY_MS = 86_400_000;
/**
 * The span of the fund zone's offsets a page carries (from a day before its render): a page is kept
 * until its figures change, and its clock asks the browser's Intl only past this (decision 034).
 */
const OFFSETS_SPAN_MS = 2 * 366 * DAY_MS;

/**
 * The scripts each page runs once painted, the app and the route's chunk (build-manifest.ts), from the
 * build's manifest; none where the build has no manifest (Vite's preload helper then adds their
 * modulepreload links, as for the bare app).
 */
function pageScriptFiles(clientDir: string): Map<string, string[]> {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) return new Map();
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  return new Map(publicPageChunks(manifest).map(({ page, app }) => [page, app]));
}

export interface ServerRenderedPagesOptions {
  config: Config;
  answers: PublicAnswers;
  maskSensitive: boolean;
}

type Figure = EncodedJson | string;

/**
 * The public pages answered with their content (docs/decisions/009-...). A page is rendered once per
 * copy of the figures it shows and kept with its Brotli and gzip forms, so it follows the sheet
 * cache's lifetime and last-good-copy rules as the API does. The figures are always the visitor's
 * (the server does not see the browser's token on a page load); the browser fetches a signed-in
 * viewer's own once it knows who they are. Without a built client and server entry, the routes are
 * not added and the pages get the bare app as before.
 */
export async function registerServerRenderedPages(
  app: FastifyInstance,
  { config, answers, maskSensitive }: ServerRenderedPagesOptions,
): Promise<void> {
  const templateFile = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(templateFile) || !fs.existsSync(config.ssrEntry)) {
    app.log.info('public pages are not server-rendered: the client or its server entry is not built');
    return;
  }
  const template = inlineStylesheets(fs.readFileSync(templateFile, 'utf8'), (href) => {
    const file = path.join(config.clientDir, path.normalize(href));
    return file.startsWith(config.clientDir + path.sep) && fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : null;
  });
  let pageScripts = new Map<string, string[]>();
  try {
    pageScripts = pageScriptFiles(config.clientDir);
  } catch (err) {
    app.log.warn({ err }, 'the build manifest names no page chunks: pages are sent without their list');
  }
  const ssr = (await import(pathToFileURL(config.ssrEntry).href)) as SsrModule;
  const publicConfig = publicConfigBody(config);

  // Reading two years of offsets takes 30-70 ms: once a day is enough.
  let offsetsKept: { day: number; table: ZoneOffsets } | null = null;
  function offsetsNow(): ZoneOffsets {
    const now = app.clock.now().getTime();
    const day = Math.floor(now / DAY_MS);
    if (offsetsKept?.day !== day) {
      const from = day * DAY_MS - DAY_MS;
      offsetsKept = { day, table: zoneOffsets(config.fundTimeZone, from, from + OFFSETS_SPAN_MS) };
    }
    return offsetsKept.table;
  }

  const figure = (name: PublicFigures): Promise<Figure> => {
    switch (name) {
      case 'portfolio':
        // An anonymous request's variant, whoever asks.
        return answers.portfolio(maskSensitive);
      case 'performance':
        return answers.performance();
      case 'nav':
        return answers.nav().then((row) => JSON.stringify(row));
    }
  };

  async function renderPage(url: string, names: readonly PublicFigures[], figures: Figure[]) {
    const texts = figures.map((value) =>
      typeof value === 'string' ? value : value.identity.toString('utf8'),
    );
    const offsets = offsetsNow();
    // The page's settings with the zone's offsets, so its clock never loads the browser's zone data.
    const pageConfigJson = JSON.stringify({ ...publicConfig, zoneOffsets: offsets });
    const state: SsrState = { config: JSON.parse(pageConfigJson) };
    const stateParts = [`"config":${pageConfigJson}`];
    names.forEach((name, index) => {
      const text = texts[index] ?? 'null';
      state[name] = JSON.parse(text);
      // The performance answer's daily series with their keys once (packed-records.ts).
      const embedded = name === 'performance' ? JSON.stringify(packListFields(state[name])) : text;
      stateParts.push(`${JSON.stringify(name)}:${embedded}`);
    });
    const page = PUBLIC_PAGES[url];
    const title = pageTitle(config.fundName, page?.title);
    const head = headTags({
      title,
      description: page?.description ?? '',
      url: `${config.publicUrl}${url === '/' ? '/' : url}`,
      siteName: config.fundName,
    });
    const appHtml = withoutHoistedTitle(await ssr.render(url, state));
    return new EncodedJson(
      fillTemplate(template, {
        head,
        appHtml,
        stateJson: `{${stateParts.join(',')}}`,
        scripts: pageScripts.get(url),
      }),
    );
  }

  const kept = new Map<string, { inputs: Figure[]; page: Promise<EncodedJson> }>();
  const sameInputs = (a: Figure[], b: Figure[]) =>
    a.length === b.length && a.every((value, index) => value === b[index]);

  async function pageFor(url: string, names: readonly PublicFigures[]): Promise<EncodedJson | null> {
    const figures = await Promise.all(names.map(figure));
    const size = figures.reduce(
      (sum, value) => sum + (typeof value === 'string' ? value.length : value.identity.length),
      0,
    );
    if (size > MAX_EMBEDDED_BYTES) return null;
    const previous = kept.get(url);
    if (previous && sameInputs(previous.inputs, figures)) return previous.page;
    const page = renderPage(url, names, figures);
    kept.set(url, { inputs: figures, page });
    // A failed render is tried again by the next request, not kept.
    page.catch(() => {
      if (kept.get(url)?.page === page) kept.delete(url);
    });
    return page;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, url: string) {
    let page: EncodedJson | null = null;
    try {
      page = await pageFor(url, PUBLIC_PAGES[url]?.figures ?? []);
    } catch (err) {
      request.log.error({ err }, 'server rendering failed; the page is sent without its content');
    }
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (page === null) return reply.type('text/html').sendFile('index.html', { cacheControl: false });
    const { body, encoding } = await page.pick(acceptedEncodings(request.headers['accept-encoding']));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  }

  for (const url of Object.keys(PUBLIC_PAGES)) {
    app.get(url, (request, reply) => answer(request, reply, url));
  }
}
