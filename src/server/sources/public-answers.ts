import { maskAllocation, maskRow } from '../../domain/masking';
import type { PerformanceData } from '../../domain/performance/derive-performance';
import type { NavRow, PortfolioResponse } from '../../domain/public-data/schemas';
import { mapSteps } from '../../domain/steps';
import { EncodedJson } from '../http/encoded-json';
import { jsonSteps, runCooperatively } from './cooperative';
import type { Holdings, PublicData } from './public-data';

/** The portfolio answer, masked or not, for one copy of the holdings. */
async function portfolioBody(holdings: Holdings | null, masked: boolean): Promise<PortfolioResponse> {
  if (holdings === null) {
    return {
      stockPositions: null,
      optionPositions: null,
      strategyPositions: null,
      allocation: null,
      totalValue: null,
      masked,
    };
  }
  // A sheet may hold some 170,000 rows: masked in slices that let other requests run.
  const rows = async (list: Holdings['stockPositions']) =>
    (masked ? await runCooperatively(mapSteps(list, maskRow)) : list) as PortfolioResponse['stockPositions'];
  return {
    stockPositions: await rows(holdings.stockPositions),
    optionPositions: await rows(holdings.optionPositions),
    strategyPositions: await rows(holdings.strategyPositions),
    allocation: masked ? maskAllocation(holdings.allocation.items) : holdings.allocation.items,
    totalValue: holdings.allocation.totalValue,
    masked,
  };
}

/**
 * Answers as bytes, with their Brotli and gzip forms, per copy of the sheets and masking variant: a
 * cached request does no derivation, no serialisation and no compression. The first is written in
 * slices (`jsonSteps`), as a sheet-sized answer takes hundreds of milliseconds to write; a reloaded
 * sheet whose answer comes out the same keeps the compressed forms already made.
 */
function encodedAnswers<Key extends object>() {
  const cache = new WeakMap<Key, Map<string, Promise<EncodedJson>>>();
  // The same answers once made, for callers that take them only when they need no waiting.
  const made = new WeakMap<Key, Map<string, EncodedJson>>();
  const latest = new Map<string, EncodedJson>();
  const answer = (key: Key, variant: string, build: () => Promise<unknown>): Promise<EncodedJson> => {
    let variants = cache.get(key);
    if (!variants) cache.set(key, (variants = new Map()));
    let encoded = variants.get(variant);
    if (encoded === undefined) {
      encoded = build()
        .then((body) => runCooperatively(jsonSteps(body)))
        .then((text) => {
          const kept = EncodedJson.reuse(text, latest.get(variant));
          latest.set(variant, kept);
          let madeVariants = made.get(key);
          if (!madeVariants) made.set(key, (madeVariants = new Map()));
          madeVariants.set(variant, kept);
          return kept;
        });
      variants.set(variant, encoded);
    }
    return encoded;
  };
  const ready = (key: Key, variant: string): EncodedJson | undefined => made.get(key)?.get(variant);
  return { answer, ready };
}

/**
 * The public answers as the API sends them, shared by the API routes and the server-rendered pages
 * (docs/decisions/009-...): both follow the sheet cache's lifetime and last-good-copy rules, and a
 * page embeds exactly the bytes the API would answer.
 */
export interface PublicAnswers {
  portfolio(masked: boolean): Promise<EncodedJson>;
  /**
   * The portfolio answer at once when it is made for the current copy of the sheets, else undefined
   * (ask `portfolio`): a cached request then costs a few lookups and no promise.
   */
  readyPortfolio(masked: boolean): EncodedJson | undefined;
  performance(): Promise<EncodedJson>;
  nav(): Promise<NavRow>;
}

const NO_HOLDINGS = {};

export function createPublicAnswers(publicData: PublicData): PublicAnswers {
  const portfolioAnswers = encodedAnswers<object>();
  const performanceAnswers = encodedAnswers<PerformanceData>();
  const variant = (masked: boolean) => (masked ? 'true' : 'false');
  return {
    async portfolio(masked) {
      const holdings = await publicData.holdings();
      return portfolioAnswers.answer(holdings ?? NO_HOLDINGS, variant(masked), () =>
        portfolioBody(holdings, masked),
      );
    },
    readyPortfolio(masked) {
      const holdings = publicData.readyHoldings();
      return holdings && portfolioAnswers.ready(holdings, variant(masked));
    },
    async performance() {
      const performance = await publicData.performance();
      return performanceAnswers.answer(performance, 'all', async () => performance);
    },
    nav: () => publicData.nav(),
  };
}
