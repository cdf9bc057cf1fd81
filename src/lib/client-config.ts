/**
 * What the browser-side features (ads, analytics, feedback, service worker) read from config: the
 * options their plugins published as global data (src/config/plugin-data.ts). Nothing else: the
 * shipped code has no test switch. Browser tests build the site with its endpoints pointed at fake
 * servers on 127.0.0.1 (scripts/test-endpoints.mjs) and drive randomness and time from the test's
 * page (an init script, Playwright's clock).
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

/** The build-time config the plugins published; a plugin that is not installed turns its feature off. */
export interface ClientConfig {
  productionHost: string;
  ads: AdsData;
  analytics: AnalyticsData;
  feedback: FeedbackData;
}

const NO_ADS: AdsData = {scriptUrl: '', jsonUrl: '', elementSelector: '', displaySampleRate: 0};

/** Reads the plugins' published options out of Docusaurus's global data. */
export function clientConfigOf(globalData: GlobalData): ClientConfig {
  const data = <T>(plugin: string): Partial<T> => (globalData[plugin]?.default ?? {}) as Partial<T>;
  return {
    productionHost: data<ServiceWorkerData>(SERVICE_WORKER_PLUGIN).productionHost ?? '',
    ads: {...NO_ADS, ...data<AdsData>(ADS_PLUGIN)},
    analytics: {gtagId: '', webVitalsSampleRate: 0, ...data<AnalyticsData>(ANALYTICS_PLUGIN)},
    feedback: {url: '', ...data<FeedbackData>(FEEDBACK_PLUGIN)},
  };
}
