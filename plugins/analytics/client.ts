/**
 * Client module: a page_view (with fresh user properties) on the first load and on every
 * client-side navigation; web-vitals for a sampled share of sessions. Without gtag every call is a
 * no-op, and the web-vitals code is not even downloaded.
 */
import type {ClientModule} from '@docusaurus/types';
import {
  collectUserProperties,
  isWebVitalsSession,
  setUserProperties,
  trackEvent,
  webVitalEventParams,
  type VitalMetric,
} from '@site/src/lib/analytics';
import {getClientConfig} from '@site/src/lib/site-client-config';

let webVitalsStarted = false;

function hasGtag(): boolean {
  return typeof (window as unknown as {gtag?: unknown}).gtag === 'function';
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function startWebVitals(rate: number, random: () => number): void {
  if (webVitalsStarted) return;
  webVitalsStarted = true;
  if (!isWebVitalsSession(rate, random, safeSessionStorage())) return;
  void import('web-vitals').then(({onCLS, onINP, onLCP, onFCP, onTTFB}) => {
    const report = (metric: VitalMetric) => trackEvent('web-vitals', webVitalEventParams(metric));
    onCLS(report);
    onINP(report);
    onLCP(report);
    onFCP(report);
    onTTFB(report);
  });
}

const analyticsClient: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!hasGtag()) return;
    // A hash change inside the same page is not a new page view.
    if (previousLocation && previousLocation.pathname === location.pathname && previousLocation.search === location.search) {
      return;
    }
    const html = document.documentElement;
    setUserProperties(
      collectUserProperties({
        cookie: document.cookie,
        language: html.lang,
        devicePixelRatio: window.devicePixelRatio,
        dataTheme: html.getAttribute('data-theme'),
      }),
    );
    trackEvent('page_view', {page_path: location.pathname + location.search, page_location: window.location.href});
    startWebVitals(getClientConfig().analytics.webVitalsSampleRate, Math.random);
  },
};

export default analyticsClient;
