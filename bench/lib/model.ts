/** Shapes of the bench output (bench/results/*.json), shared by the runner, the report and the budget test. */
import type {SearchLatencyFigures} from './search-latency';
import type {PageKind} from '../pages';
import type {PageSwitchFigures} from './page-switch';

export type Preset = 'mobile' | 'desktop';

/** Lighthouse figures of one page and preset: each the median of `runs` runs, taken figure by figure. */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The longest main-thread task Lighthouse saw (ms); absent in results from before it was recorded. */
  longestTaskMs?: number;
  cls: number;
  runs: number;
  /** Every run's figures, for judging the noise. */
  samples: Omit<LighthouseFigures, 'runs' | 'samples'>[];
  /** Lighthouse's CPU benchmark of the machine at each run (lower = slower or busier). */
  benchmarkIndex?: number;
}

/** What Playwright saw loading one page in one viewport (fresh context, empty cache). */
export interface NetworkFigures {
  /** Sum of the encoded (gzip) body sizes of script responses once the page is loaded and the network quiet. */
  jsGzipBytes: number;
  /** Requests made by then. */
  requests: number;
  /** The same after scrolling to the bottom (lazy demos load on the way). */
  jsGzipBytesAfterScroll: number;
  requestsAfterScroll: number;
  /** Layout Instability API: sum of layout-shift values without recent input, through load and scroll. */
  cls: number;
}

export interface PageResult {
  key: string;
  id: string;
  label: string;
  kind: PageKind | 'baseline';
  locale: string;
  url: string;
  /** 'skipped' when the route is not in the build (HTTP 404). */
  status: 'measured' | 'skipped';
  note?: string;
  /** `desktop` is left out on a day the budget test measures only the mobile viewport of this page. */
  network?: {mobile: NetworkFigures; desktop?: NetworkFigures};
  lighthouse?: Partial<Record<Preset, LighthouseFigures>>;
}

export interface BuildFigures {
  seconds: number;
  /** Highest sum of the RSS of the build's whole process tree, polled from /proc. */
  peakRssBytes: number;
  /** Highest RSS high-water mark (VmHWM) of one process of the tree. */
  peakProcessRssBytes?: number;
  locales: string[];
  /** Built without the bundler's persistent cache (what CI and a fresh clone pay). */
  cold: boolean;
  builtAt: string;
  /** The figures come from an earlier run (the cached baseline build). */
  cached?: boolean;
  /** `npm run build:hosting` after the build (precompression, nginx snippets), not in `seconds`. */
  hostingSeconds?: number;
}

/** One timed page switch (bench/lib/page-switch.ts). */
export interface PageSwitchResult {
  id: string;
  label: string;
  from: string;
  to: string;
  figures: PageSwitchFigures;
}

export interface BudgetViolation {
  pageKey: string;
  url: string;
  figure: string;
  actual: number;
  limit: number;
  message: string;
}

export interface BenchResult {
  profile: 'full' | 'ci';
  /** What served the portal: scripts/static-server.mjs (default) or nginx with deploy/nginx.conf. */
  server?: 'static' | 'nginx';
  startedAt: string;
  seconds: number;
  machine: {cpus: number; loadAverage: number[]; node: string};
  docusaurusVersion: string;
  lighthouseRuns: number;
  build?: BuildFigures;
  /**
   * `shape`: how many docs and other pages the plain site has (bench/lib/baseline-site.ts);
   * `twoPageJsGzipBytes`: the same page's gzip JS in a two-page plain site.
   */
  baseline: {page: PageResult; build?: BuildFigures; shape?: {docs: number; pages: number}; twoPageJsGzipBytes?: number};
  pages: PageResult[];
  /** Page switches at a slowed-down CPU, and plain Docusaurus's in the same run. */
  pageSwitches?: {baseline: PageSwitchFigures; switches: PageSwitchResult[]};
  /** From a query's last keystroke to its first result in the navbar search, indexes loaded (bench/lib/search-latency.ts). */
  searchLatency?: SearchLatencyFigures[];
  violations: BudgetViolation[];
}
