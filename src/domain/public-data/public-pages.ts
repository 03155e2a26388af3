/**
 * The public pages the server renders with their content (docs/decisions/009-...): each one's title
 * (as the page's own <PageTitle> gives it), the description link previews show, and the public figures
 * it renders, which the server embeds in the page so the browser's first render matches the HTML.
 */
export type PublicFigures = 'portfolio' | 'nav' | 'performance';

export interface PublicPage {
  /** Shown before the fund name, as in 'Portfolio Holdings · Fund'; none on the home page. */
  title: string | null;
  description: string;
  figures: readonly PublicFigures[];
}

export const PUBLIC_PAGES: Readonly<Record<string, PublicPage>> = {
  '/': {
    title: null,
    description:
      'A long-term portfolio of high-quality companies, with an options overlay that earns extra income from the market’s natural swings.',
    figures: [],
  },
  '/about/holdings': {
    title: 'Portfolio Holdings',
    description: 'What the fund owns and how it is allocated: assets under management, NAV and positions.',
    // The page shows its figures only once the performance answer is in as well.
    figures: ['portfolio', 'nav', 'performance'],
  },
  '/about/performance': {
    title: 'Performance',
    description: 'How the fund has done against the S&P 500: monthly and yearly returns since inception.',
    figures: ['performance'],
  },
  '/mission': {
    title: 'Our Mission',
    description:
      'Why the fund holds great businesses for 5-10+ years and overlays options to earn premiums from their swings.',
    figures: [],
  },
  '/agreement': {
    title: 'Operating Agreement',
    description: 'The Operating Agreement shared with new members. Membership is invite-only at this time.',
    figures: [],
  },
};

/** The browser tab's text, the same on the server and in <PageTitle>. */
export function pageTitle(fundName: string, title: string | null | undefined): string {
  return title ? `${title} · ${fundName}` : fundName;
}

/** The id of the JSON script element that carries what the server rendered with. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * The id of the JSON script element that lists the scripts a server-rendered page will run (the app
 * and the page's chunk), which the entry asks for in slices once the page has painted (decision 034).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** What the server embeds: the site settings and the figures of the page (always the visitor's). */
export interface SsrState {
  config: unknown;
  portfolio?: unknown;
  nav?: unknown;
  performance?: unknown;
}
