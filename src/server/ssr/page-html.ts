import { PAGE_SCRIPTS_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '../../domain/public-data/public-pages';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface PageHead {
  title: string;
  description: string;
  /** The page's address as the public knows it (PUBLIC_URL and the path). */
  url: string;
  siteName: string;
}

/** The title, description and Open Graph tags a link preview reads (a chat, a search result). */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', head.url),
    meta('property', 'og:site_name', head.siteName),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ].join('\n    ');
}

/**
 * JSON placed inside <script type="application/json">: a '<' (as in '</script>') could end the element
 * early, so each is written as the JSON escape \u003c, which reads back as the same text. JSON has
 * '<' only inside strings, where the escape is valid.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** React hoists a page's <title> to the front of its output; the server writes it in the head instead. */
export function withoutHoistedTitle(appHtml: string): string {
  return appHtml.replace(/^<title>[^<]*<\/title>/, '');
}

/**
 * The scripts the page will run once painted (the build's files, 'assets/start-abc.js'), as the
 * addresses the entry puts in modulepreload links a few at a time (main.tsx, decision 034): Vite's
 * preload helper, which skips a chunk a link already names, would add them all in one task, which
 * cost a phone two tasks of ~100 ms. Not links in the HTML: the browser would fetch them before the
 * first paint, and Lighthouse then counts their download ahead of the page's largest paint (decision
 * 009). None: no element, and the helper adds its links as before.
 */
export function pageScriptsElement(files: readonly string[]): string {
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  if (scripts.length === 0) return '';
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${scriptSafeJson(JSON.stringify(scripts))}</script>`;
}

/**
 * The built index.html with the page's head, its rendered content in #root and, beside it, the JSON
 * the browser's first render reads (docs/decisions/009-...). The build's own title, description and
 * "needs JavaScript" notice make way: the content is in the page.
 */
export function fillTemplate(
  template: string,
  page: { head: string; appHtml: string; stateJson: string; scripts?: readonly string[] },
) {
  const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptSafeJson(page.stateJson)}</script>${pageScriptsElement(page.scripts ?? [])}`;
  return template
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.appHtml}</div>${state}`);
}

/**
 * The build's stylesheet links replaced by the sheets themselves: the page paints with its first
 * response instead of waiting a round trip for render-blocking CSS (a few KB compressed). `read`
 * returns null for a sheet it cannot find, which keeps its link.
 */
export function inlineStylesheets(template: string, read: (href: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = read(href);
    return css === null || css.includes('</style') ? link : `<style>${css}</style>`;
  });
}
