/**
 * Analytics events go through the global `gtag` function. No tag configured means no `gtag` on the
 * page, and then nothing is sent and nothing breaks. The rules around sampling and the user
 * properties are plain functions with their inputs (randomness, cookies, storage) passed in.
 */
import {codeVariantFromCookie, DEFAULT_CODE_VARIANT} from './code-variant';
import {DEFAULT_LOCALE, LOCALE_CONFIGS} from '../config/site';
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type Gtag = {
  (command: 'event', name: string, params: AnalyticsParams): void;
  (command: 'set', target: 'user_properties', params: AnalyticsParams): void;
};

function getGtag(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined;
  const gtag = (window as unknown as {gtag?: unknown}).gtag;
  return typeof gtag === 'function' ? (gtag as Gtag) : undefined;
}

export function trackEvent(name: string, params: AnalyticsParams = {}): void {
  getGtag()?.('event', name, params);
}

export function setUserProperties(properties: AnalyticsParams): void {
  getGtag()?.('set', 'user_properties', properties);
}

/** Name of the sessionStorage key holding this session's web-vitals sampling decision. */
export const WEB_VITALS_SESSION_KEY = 'portal-web-vitals-sampled';

/** True for about `rate` of calls (0 never, 1 always). */
export function isSampled(rate: number, random: () => number): boolean {
  return random() < rate;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides once per session whether it reports web-vitals, so a sampled session reports every page
 * and an unsampled one none. A storage that throws (private mode, blocked) still gives an answer.
 */
export function isWebVitalsSession(rate: number, random: () => number, storage: SessionStore | undefined): boolean {
  try {
    const stored = storage?.getItem(WEB_VITALS_SESSION_KEY);
    if (stored === '1' || stored === '0') return stored === '1';
  } catch {
    /* unreadable storage: decide for this page only */
  }
  const sampled = isSampled(rate, random);
  try {
    storage?.setItem(WEB_VITALS_SESSION_KEY, sampled ? '1' : '0');
  } catch {
    /* unwritable storage: the decision is not kept */
  }
  return sampled;
}

export interface UserPropertySources {
  cookie: string;
  /** `lang` of <html>. */
  language: string;
  devicePixelRatio: number;
  /** `data-theme` of <html> (Docusaurus's effective colour mode). */
  dataTheme: string | null;
}

export function collectUserProperties(src: UserPropertySources): AnalyticsParams {
  return {
    codeVariant: codeVariantFromCookie(src.cookie) ?? DEFAULT_CODE_VARIANT,
    language: src.language || LOCALE_CONFIGS[DEFAULT_LOCALE].htmlLang,
    devicePixelRatio: Math.round(src.devicePixelRatio * 10) / 10,
    colorScheme: src.dataTheme === 'dark' ? 'dark' : 'light',
  };
}

/** The parts of a web-vitals metric sent as an event. */
export interface VitalMetric {
  name: string;
  value: number;
  id: string;
  rating?: string;
}

export function webVitalEventParams(metric: VitalMetric): AnalyticsParams {
  return {
    metric_name: metric.name,
    // CLS is a small fraction: scale it so it survives integer aggregation, as is customary.
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}
