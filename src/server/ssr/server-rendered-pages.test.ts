import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { formatCurrency } from '../../domain/format';
import { MASK, MASKED_FIELDS } from '../../domain/masking';
import { dayFromTable, parseZoneOffsets } from '../../domain/zone-offsets';
import { unpackListFields } from '../../domain/public-data/packed-records';
import {
  PAGE_SCRIPTS_ELEMENT_ID,
  PUBLIC_PAGES,
  pageTitle,
  SSR_STATE_ELEMENT_ID,
} from '../../domain/public-data/public-pages';
import type { NavRow, PortfolioResponse } from '../../domain/public-data/schemas';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { tempDir, testConfig } from '../../../test/support/test-config';

const PUBLIC_URL = 'https://fund.example';
const HEADLINE = 'Own great businesses. Let time and premiums do the work.';

/** The page's own text between tags, as a reader without scripts sees it (no embedded JSON). */
const visibleHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const embeddedState = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
};

const pageScripts = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as unknown;
};

/** A build's manifest in small (build-manifest.test.ts has the rules' own cases). */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  'start.tsx': { file: 'assets/start-3.js', imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react-4.js' },
  'features/public/holdings/holdings-page.tsx': { file: 'assets/holdings-page-5.js', imports: ['_react.js'] },
  'features/public/performance/performance-page.tsx': {
    file: 'assets/performance-page-6.js',
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['features/public/performance/performance-chart.tsx'],
  },
  'features/public/performance/performance-chart.tsx': { file: 'assets/performance-chart-7.js' },
  'features/public/mission/mission-page.tsx': { file: 'assets/mission-page-8.js' },
};

describe('server-rendered public pages', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let fundName: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    // The browser app's own page as the template, and the server entry from source (vitest compiles it).
    const clientDir = tempDir('fund-client-');
    fs.copyFileSync(path.resolve('src/client/index.html'), path.join(clientDir, 'index.html'));
    fs.mkdirSync(path.join(clientDir, '.vite'));
    fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    app = await buildApp(
      testConfig(issuer.issuer, {
        DATA_DIR: 'memory://',
        CLIENT_DIR: clientDir,
        SSR_ENTRY: path.resolve('src/client/entry-server.tsx'),
        PUBLIC_URL,
      }),
    );
    fundName = (await app.inject({ url: '/api/config' })).json<{ fundName: string }>().fundName;
    admin = { authorization: `Bearer ${await issuer.sign({ sub: 'a1', allowed: true })}` };
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  it('answers / with the headline in the HTML', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(visibleHtml(res.body)).toContain(HEADLINE);
    expect(res.body).not.toContain('<noscript>');
  });

  it('answers /about/holdings with the AUM figure, the first rows and masked figures', async () => {
    const nav = (await app.inject({ url: '/api/public/nav' })).json<NavRow>();
    const anonymous = (await app.inject({ url: '/api/public/portfolio' })).json<PortfolioResponse>();
    const res = await app.inject({ url: '/about/holdings' });
    expect(res.statusCode).toBe(200);
    const html = visibleHtml(res.body);

    expect(html).toContain('Assets Under Management');
    expect(html).toContain(`>${formatCurrency(nav.Account)}<`);
    const [firstStock] = anonymous.stockPositions ?? [];
    const [firstHolding] = anonymous.allocation ?? [];
    expect(html).toContain(`<td data-field="Ticker">${String(firstStock?.Ticker)}</td>`);
    expect(html).toContain(`${String(firstHolding?.ticker)}</span></th>`);

    // Every masked column's cell shows the mask.
    const cells = [...html.matchAll(/data-field="([^"]+)">([^<]*)</g)];
    const maskedCells = cells.filter(([, field]) =>
      (MASKED_FIELDS as readonly string[]).includes(field ?? ''),
    );
    expect(maskedCells.length).toBeGreaterThan(10);
    for (const [, , text] of maskedCells) expect(text).toBe(MASK);
    // The page embeds exactly what the API answers an anonymous caller.
    expect(embeddedState(res.body).portfolio).toEqual(anonymous);
  });

  it('never holds a figure the API masks, whoever asks for the page', async () => {
    const unmasked = (
      await app.inject({ url: '/api/public/portfolio', headers: admin })
    ).json<PortfolioResponse>();
    expect(unmasked.masked).toBe(false);
    const rows = [
      ...(unmasked.stockPositions ?? []),
      ...(unmasked.optionPositions ?? []),
      ...(unmasked.strategyPositions ?? []),
    ];
    const hidden = rows.flatMap((row) =>
      MASKED_FIELDS.map((field) => row[field]).filter((value) => value !== undefined && value !== null),
    );
    // Long enough to be told apart from any other figure on the page.
    const distinctive = hidden.map(String).filter((text) => text.length >= 4 && /\d/.test(text));
    expect(distinctive.length).toBeGreaterThan(10);
    const allocationValues = (unmasked.allocation ?? []).map((item) => formatCurrency(item.value));

    // The server does not use the page request's token: an allowed one still gets the visitor's page.
    for (const headers of [{}, admin]) {
      const res = await app.inject({ url: '/about/holdings', headers });
      for (const text of distinctive) {
        expect(res.body).not.toContain(`>${text}<`);
        expect(res.body).not.toContain(`"${text}"`);
      }
      for (const text of allocationValues) expect(res.body).not.toContain(text);
      expect(visibleHtml(res.body)).toContain(`>${MASK}<`);
    }
  });

  it.each(Object.entries(PUBLIC_PAGES))(
    'gives %s its own title, description and Open Graph tags',
    async (url, page) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      const title = pageTitle(fundName, page.title);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(res.body, 'name', 'description')).toBe(page.description.replace(/&/g, '&amp;'));
      expect(metaContent(res.body, 'property', 'og:title')).toBe(title);
      expect(metaContent(res.body, 'property', 'og:description')).toBe(
        page.description.replace(/&/g, '&amp;'),
      );
      expect(metaContent(res.body, 'property', 'og:type')).toBe('website');
      expect(metaContent(res.body, 'property', 'og:url')).toBe(`${PUBLIC_URL}${url}`);
      expect(metaContent(res.body, 'property', 'og:site_name')).toBe(fundName);
    },
  );

  it('renders the performance summary and the returns tables', async () => {
    const res = await app.inject({ url: '/about/performance' });
    const html = visibleHtml(res.body);
    expect(html).toContain('Portfolio vs S&amp;P 500');
    expect(html).toMatch(/<table[^>]*>[\s\S]*<\/table>/);
    expect(html).toContain('class="chart-placeholder"');
    // Embedded with its series packed; unpacked as the browser unpacks it, it is the API's answer.
    expect(unpackListFields(embeddedState(res.body).performance)).toEqual(
      (await app.inject({ url: '/api/public/performance' })).json(),
    );
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a page as %s when accepted, the same bytes once decoded', async (encoding, decode) => {
    const plain = await app.inject({ url: '/about/holdings' });
    // Brotli is made once in the background after the page is rendered; gzip is waited for.
    const res = await vi.waitFor(
      async () => {
        const answer = await app.inject({ url: '/about/holdings', headers: { 'accept-encoding': encoding } });
        expect(answer.headers['content-encoding']).toBe(encoding);
        return answer;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("carries the fund zone's offsets for two years, which read the same day as the server's clock", async () => {
    const { today, timeZone } = (await app.inject({ url: '/api/config' })).json<{
      today: string;
      timeZone: string;
    }>();
    const config = embeddedState((await app.inject({ url: '/about/performance' })).body).config as Record<
      string,
      unknown
    >;
    expect(config.timeZone).toBe(timeZone);
    const table = parseZoneOffsets(config.zoneOffsets);
    expect(table).not.toBeNull();
    expect(dayFromTable(table!, Date.now())).toBe(today);
    expect(table!.until - Date.now()).toBeGreaterThan(700 * 86_400_000);
  });

  it('lists the scripts a page runs once painted, less the entry and what its chart loads later', async () => {
    expect(pageScripts((await app.inject({ url: '/' })).body)).toEqual([
      '/assets/start-3.js',
      '/assets/react-4.js',
    ]);
    expect(pageScripts((await app.inject({ url: '/about/performance' })).body)).toEqual([
      '/assets/start-3.js',
      '/assets/react-4.js',
      '/assets/performance-page-6.js',
    ]);
  });

  it('leaves other paths to the browser app', async () => {
    const res = await app.inject({ url: '/reports/trades' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(SSR_STATE_ELEMENT_ID);
    expect(res.body).not.toContain(PAGE_SCRIPTS_ELEMENT_ID);
  });
});
