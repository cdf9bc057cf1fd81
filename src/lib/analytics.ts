/**
 * Analytics events go through the global `gtag` function. No tag configured means no `gtag` on the
 * page, and then nothing is sent and nothing breaks.
 */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type Gtag = (command: 'event', name: string, params: AnalyticsParams) => void;

export function trackEvent(name: string, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const gtag = (window as unknown as {gtag?: Gtag}).gtag;
  if (typeof gtag === 'function') gtag('event', name, params);
}
