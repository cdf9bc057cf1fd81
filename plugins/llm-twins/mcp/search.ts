/**
 * The site's search, run in Node over the indexes a build wrote (`search-index-*.json`, one per
 * section and locale): the same lunr set-up and word cutting as the search bar's worker
 * (src/lib/search/search.worker.ts) and the same ranking (src/lib/search/engine.ts). Without a
 * page the reader stands on, every section of the locale is asked and the pages merged by the
 * engine's tier and score.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {loadIndex, searchIndex, type LoadedIndex, type LunrIndex} from '../../../src/lib/search/engine';
import type {QueryTools} from '../../../src/lib/search/query-plan';
import type {PageResult} from '../../../src/lib/search/results';
import {requireEsm} from './esm-require';
import {DEFAULT_LOCALE, LOCALES} from '../../../src/config/site';

/** The search plugin indexes every locale with its `language` set to the site's locales (docusaurus.config.ts). */
const LANGUAGES: string[] = [...LOCALES];
const nodeRequire = createRequire(__filename);
// The search plugin's browser modules the worker uses (ES modules: loaded through requireEsm).
const TOKENIZE = nodeRequire.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js');
const SMART_TERMS = nodeRequire.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartTerms.js');
const LUNR_ZH = nodeRequire.resolve('@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js');

type Lunr = {
  Index: {load(serialized: unknown): LunrIndex};
  stopWordFilter(word: string): unknown;
  zh: {stopWordFilter(word: string): unknown};
};

let lunrReady: Lunr | undefined;
/** lunr with the languages the build indexed with (as the plugin's generated constants set it up). */
function lunr(): Lunr {
  if (lunrReady) return lunrReady;
  const instance = nodeRequire('lunr');
  nodeRequire('lunr-languages/lunr.stemmer.support.js')(instance);
  (requireEsm(LUNR_ZH).lunrLanguageZh as (l: unknown) => void)(instance);
  nodeRequire('lunr-languages/lunr.multi.js')(instance);
  lunrReady = instance as Lunr;
  return lunrReady;
}

function queryTools(): QueryTools {
  const l = lunr();
  const tokenize = requireEsm(TOKENIZE).tokenize as (text: string, languages: string[]) => string[];
  const smartTerms = requireEsm(SMART_TERMS).smartTerms as QueryTools['smartTerms'];
  return {
    tokenize: (text) => tokenize(text, LANGUAGES),
    smartTerms,
    isStopWord: (word) => !l.stopWordFilter(word) || !l.zh.stopWordFilter(word),
  };
}

export interface SearchHitSummary {
  title: string;
  /** Page path with the locale prefix, e.g. `/zh/x/react-data-grid/row-grouping`. */
  path: string;
  /** The best matching heading or sentence, when not the title. */
  match?: string;
  tier: number;
  score: number;
}

/** The API sections' indexes hold one row per API name (the engine ranks exact names first there). */
const isApiContext = (context: string) => context === 'api' || context.endsWith('-api') || context === 'x-api';

/** Where a locale's pages are in a build: the default locale at the root, the others in `/<locale>`. */
export function localeBuildDir(buildDir: string, locale: string | undefined): string {
  return !locale || locale === DEFAULT_LOCALE ? buildDir : path.join(buildDir, locale);
}

export class DocsSearch {
  private indexes = new Map<string, Promise<{context: string; index: LoadedIndex}[]>>();
  private tools: QueryTools | undefined;

  constructor(private readonly buildDir: string) {}

  private localeDir(locale: string): string {
    return localeBuildDir(this.buildDir, locale);
  }

  private load(locale: string) {
    let loaded = this.indexes.get(locale);
    if (!loaded) {
      const dir = this.localeDir(locale);
      const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
      const l = lunr();
      loaded = Promise.resolve(
        files.map((file) => {
          // search-index-x-react-data-grid-<hash>.json -> x-react-data-grid ('' for the pages outside every section)
          const context = file.replace(/^search-index-?/, '').replace(/-?[0-9a-f]{8}\.json$/, '');
          const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
          return {context, index: loadIndex(json, (serialized) => l.Index.load(serialized))};
        }),
      );
      this.indexes.set(locale, loaded);
    }
    return loaded;
  }

  async search(query: string, locale: string, limit = 10): Promise<SearchHitSummary[]> {
    this.tools ??= queryTools();
    const all: PageResult[] = [];
    for (const {context, index} of await this.load(locale)) {
      all.push(...searchIndex(index, query, locale, this.tools, {isApi: isApiContext(context), limit}));
    }
    all.sort((a, b) => b.tier - a.tier || b.score - a.score || a.page.t.length - b.page.t.length);
    const seen = new Set<string>();
    const hits: SearchHitSummary[] = [];
    for (const result of all) {
      if (seen.has(result.page.u)) continue;
      seen.add(result.page.u);
      const best = result.hits[0];
      const match = best && best.document !== result.page ? best.document.t : undefined;
      hits.push({title: result.page.t, path: result.page.u, match, tier: result.tier, score: Number(result.score.toFixed(4))});
      if (hits.length >= limit) break;
    }
    return hits;
  }
}
