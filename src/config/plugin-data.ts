/**
 * What the browser-side plugins publish for the running site (their options, as global data), by
 * plugin name. docusaurus.config.ts gives each plugin its options from src/config/portal.ts; the
 * plugins validate them and publish these shapes; src/lib/client-config.ts reads them back.
 */
import type {ADS_CONFIG, ANALYTICS_CONFIG, FEEDBACK_CONFIG} from './portal';

export const ADS_PLUGIN = 'portal-ads';
export const ANALYTICS_PLUGIN = 'portal-analytics';
export const FEEDBACK_PLUGIN = 'portal-feedback';
export const SERVICE_WORKER_PLUGIN = 'portal-service-worker';

export type AdsData = typeof ADS_CONFIG;
export type AnalyticsData = typeof ANALYTICS_CONFIG;
export type FeedbackData = typeof FEEDBACK_CONFIG;
export interface ServiceWorkerData {
  /** Host on which the service worker may register. */
  productionHost: string;
}

/** Docusaurus's global data: plugin name -> plugin id -> data. */
export type GlobalData = Record<string, Record<string, unknown> | undefined>;
