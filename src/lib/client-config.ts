/**
 * What the browser-side features (ads, analytics, feedback, service worker) read from config: the
 * options their plugins published as global data (src/config/plugin-data.ts), optionally overridden
 * by `window.__PORTAL_TEST_CONFIG__`.
 *
 * TEST-ONLY: `__PORTAL_TEST_CONFIG__` exists so browser tests (which inject it with
 * `page.addInitScript`) can point a production build at fake servers on 127.0.0.1 and make random
 * choices deterministic. Nothing in the site sets it. It cannot change the production host, so it
 * cannot make the service worker register anywhere else.
 */
import {
  ADS_PLUGIN,
  ANALYTICS_PLUGIN,
  FEEDBACK_PLUGIN,
  SERVICE_WORKER_PLUGIN,
  type AdsData,
  type AnalyticsData,
  type FeedbackData,
  type GlobalData,
  type ServiceWorkerData,
} from '@site/src/config/plugin-data';

export interface PortalTestConfig {
  adScriptUrl?: string;
  adJsonUrl?: string;
  adElementSelector?: string;
  adDisplaySampleRate?: number;
  /** Shortens the ad poll interval (the spec's 500 ms is the default). */
  adPollIntervalMs?: number;
  /** Makes the ad content throw while rendering, to prove the error boundary in a browser. */
  adSimulateCrash?: boolean;
  feedbackUrl?: string;
  webVitalsSampleRate?: number;
  /** Values returned in turn (cycling) instead of Math.random(). */
  randomSequence?: number[];
}

export interface ClientConfig {
  productionHost: string;
  ads: {
    scriptUrl: string;
    jsonUrl: string;
    elementSelector: string;
    displaySampleRate: number;
    pollIntervalMs: number | undefined;
    simulateCrash: boolean;
  };
  analytics: {gtagId: string; webVitalsSampleRate: number};
  feedback: {url: string};
  random: () => number;
}

const TEST_CONFIG_GLOBAL = '__PORTAL_TEST_CONFIG__';

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Returns the given values in turn, cycling; an empty or invalid list gives `fallback`. */
export function sequenceRandom(values: unknown, fallback: () => number = Math.random): () => number {
  const list = Array.isArray(values) ? values.filter((v): v is number => typeof v === 'number' && v >= 0 && v < 1) : [];
  if (list.length === 0) return fallback;
  let i = 0;
  return () => list[i++ % list.length];
}

/** The build-time config the plugins published; a plugin that is not installed turns its feature off. */
export interface ClientConfigBase {
  productionHost: string;
  ads: AdsData;
  analytics: AnalyticsData;
  feedback: FeedbackData;
}

const NO_ADS: AdsData = {scriptUrl: '', jsonUrl: '', elementSelector: '', displaySampleRate: 0};

/** Reads the plugins' published options out of Docusaurus's global data. */
export function clientConfigBase(globalData: GlobalData): ClientConfigBase {
  const data = <T>(plugin: string): Partial<T> => (globalData[plugin]?.default ?? {}) as Partial<T>;
  return {
    productionHost: data<ServiceWorkerData>(SERVICE_WORKER_PLUGIN).productionHost ?? '',
    ads: {...NO_ADS, ...data<AdsData>(ADS_PLUGIN)},
    analytics: {gtagId: '', webVitalsSampleRate: 0, ...data<AnalyticsData>(ANALYTICS_PLUGIN)},
    feedback: {url: '', ...data<FeedbackData>(FEEDBACK_PLUGIN)},
  };
}

/** Merges a (possibly malformed) test override into the build-time config; bad fields are ignored. */
export function resolveClientConfig(base: ClientConfigBase, override: unknown): ClientConfig {
  const o = (override && typeof override === 'object' ? override : {}) as Record<string, unknown>;
  return {
    productionHost: base.productionHost,
    ads: {
      scriptUrl: str(o.adScriptUrl, base.ads.scriptUrl),
      jsonUrl: str(o.adJsonUrl, base.ads.jsonUrl),
      elementSelector: str(o.adElementSelector, base.ads.elementSelector),
      displaySampleRate: num(o.adDisplaySampleRate, base.ads.displaySampleRate),
      pollIntervalMs: typeof o.adPollIntervalMs === 'number' && o.adPollIntervalMs > 0 ? o.adPollIntervalMs : undefined,
      simulateCrash: o.adSimulateCrash === true,
    },
    analytics: {
      gtagId: base.analytics.gtagId,
      webVitalsSampleRate: num(o.webVitalsSampleRate, base.analytics.webVitalsSampleRate),
    },
    feedback: {url: str(o.feedbackUrl, base.feedback.url)},
    random: sequenceRandom(o.randomSequence),
  };
}

/** Reads the test override from the window (undefined on the server). */
export function readTestOverride(): unknown {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, unknown>)[TEST_CONFIG_GLOBAL];
}
