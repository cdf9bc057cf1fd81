/**
 * Polls for the network placement's ad element: up to AD_MAX_POLLS checks, AD_POLL_INTERVAL_MS
 * apart. Once more than AD_FALLBACK_AFTER_POLLS checks found nothing the fallback is shown and
 * polling stops: an ad on screen stays for the page view (one display), so a late network ad never
 * replaces it. AD_MAX_POLLS bounds the polling when there is no fallback to show.
 */
import {AD_FALLBACK_AFTER_POLLS, AD_MAX_POLLS, AD_POLL_INTERVAL_MS} from './constants';

export interface Timers {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface AdPollingOptions {
  /** True when the network's ad element is present. */
  findAd: () => boolean;
  onNetworkAd: () => void;
  onFallback: () => void;
  intervalMs?: number;
  maxPolls?: number;
  fallbackAfterPolls?: number;
  timers?: Timers;
}

export function startAdPolling(options: AdPollingOptions): () => void {
  const {
    findAd,
    onNetworkAd,
    onFallback,
    intervalMs = AD_POLL_INTERVAL_MS,
    maxPolls = AD_MAX_POLLS,
    fallbackAfterPolls = AD_FALLBACK_AFTER_POLLS,
    timers = {setInterval: (h, ms) => setInterval(h, ms), clearInterval: (id) => clearInterval(id as number)},
  } = options;
  let polls = 0;
  let stopped = false;
  const id = timers.setInterval(() => {
    if (stopped) return;
    polls += 1;
    if (findAd()) {
      stop();
      onNetworkAd();
      return;
    }
    if (polls > fallbackAfterPolls) {
      stop();
      onFallback();
      return;
    }
    if (polls >= maxPolls) stop();
  }, intervalMs);
  function stop() {
    if (stopped) return;
    stopped = true;
    timers.clearInterval(id);
  }
  return stop;
}
