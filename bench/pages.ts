/**
 * The representative pages the bench and the budget test measure: the one list to edit when the
 * site grows (issue 8). `kind` picks the budgets: 'text' and 'api' pages carry no demos and must
 * not pay for MUI; 'demo' pages may load demo code, lazily. Every page is measured in every locale.
 * A page whose route answers 404 in the build being measured is skipped with a note, so an entry can
 * be listed before the branch that adds its page is merged.
 */
import {DEFAULT_LOCALE, LOCALE_PREFIXES} from '../src/config/site';

export type PageKind = 'text' | 'demo' | 'api';

export interface BenchPage {
  /** Stable id used in results and budget messages. */
  id: string;
  /** What the page stands for in the table. */
  label: string;
  /** English path; the other locales get their prefix (`/zh/...`). */
  path: string;
  kind: PageKind;
  /** Lighthouse runs on this page in the reduced CI bench too (`npm test`), not only in `npm run bench`. */
  ci?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  {id: 'guide', label: 'Text guide', path: '/x/introduction/installation', kind: 'text', ci: true},
  // The Data Grid landing: two demos, the first in view on arrival. Lighthouse runs on it in CI.
  {id: 'landing', label: 'Product landing', path: '/x/react-data-grid', kind: 'demo', ci: true},
  // The Data Grid page with the most demos (four, two near the top): full bench only. It scored 86
  // (TBT ~500 ms) when Prism highlighted demo sources on load, 92-94 since they come tokenized.
  {id: 'grid-demos', label: 'Data grid demos', path: '/x/react-data-grid/sorting', kind: 'demo'},
  {id: 'charts', label: 'Charts page', path: '/x/react-charts', kind: 'demo'},
  {id: 'api', label: 'API page', path: '/x/api/data-grid/data-grid', kind: 'api'},
];

/** Locale prefixes measured ('' is English). */
export const BENCH_LOCALE_PREFIXES = ['', ...LOCALE_PREFIXES] as const;

export interface LocalizedPage extends BenchPage {
  /** Id with the locale, e.g. `guide` or `guide@zh`. */
  key: string;
  locale: string;
  /** Path in this locale, e.g. `/zh/x/introduction/installation`. */
  url: string;
}

/** Every listed page in every locale, English first. */
export function localizedPages(pages: BenchPage[] = BENCH_PAGES): LocalizedPage[] {
  return BENCH_LOCALE_PREFIXES.flatMap((prefix) =>
    pages.map((page) => ({
      ...page,
      key: prefix ? `${page.id}@${prefix.slice(1)}` : page.id,
      locale: prefix ? prefix.slice(1) : DEFAULT_LOCALE,
      url: prefix + page.path,
    })),
  );
}

/** The page of the plain Docusaurus baseline site (bench/lib/baseline-site.ts) that figures are compared to. */
export const BASELINE_PAGE_PATH = '/docs/intro';

/** The page switches the bench times (bench/lib/page-switch.ts), each against plain Docusaurus's. */
export interface BenchPageSwitch {
  id: 'text' | 'demo' | 'api';
  label: string;
  from: string;
  to: string;
}

export const PAGE_SWITCHES: BenchPageSwitch[] = [
  {id: 'text', label: 'Text page to text page', from: '/x/introduction/installation', to: '/x/introduction/licensing'},
  {id: 'demo', label: 'Demo page to demo page', from: '/x/react-data-grid/sorting', to: '/x/react-data-grid/filtering'},
  {id: 'api', label: 'Doc page into an API page', from: '/x/react-data-grid/sorting', to: '/x/api/data-grid/data-grid'},
];

/** Plain Docusaurus's switch: its introduction to its second page, by the sidebar. */
export const BASELINE_PAGE_SWITCH = {from: BASELINE_PAGE_PATH, to: '/docs/second'};
