/**
 * One ad display, outside React: picks the shape, starts the network source (script or JSON),
 * polls for the network ad and falls back. Everything it touches is passed in, so the whole flow
 * runs in a unit test with fake timers and a seeded random source.
 */
import {chooseFallback, chooseNetworkSource, chooseShape, pickOne, type AdShape} from './choices';
import {fetchNetworkAd, type NetworkAd} from './network-ad';
import {startAdPolling, type Timers} from './polling';
import {safeUrl} from './sanitize';

export type AdDisplayState =
  | {kind: 'waiting'; shape: AdShape}
  | {kind: 'network-script'; shape: AdShape}
  | {kind: 'network-json'; shape: AdShape; ad: NetworkAd}
  | {kind: 'in-house'; shape: AdShape; inHouseIndex: number}
  | {kind: 'adblock-appeal'; shape: AdShape; inHouseIndex: number};

export interface AdDisplayOptions {
  scriptUrl: string;
  jsonUrl: string;
  elementSelector: string;
  /** Element the network's script is put into (and where its ad element appears). */
  scriptHost: HTMLElement;
  /** Number of in-house ads to choose from. */
  inHouseCount: number;
  random: () => number;
  pageUrl: string;
  onChange: (state: AdDisplayState) => void;
  /** Called once per shown ad (network or fallback) with what was shown. */
  onDisplay: (state: AdDisplayState) => void;
  timers?: Timers;
  fetch?: typeof fetch;
}

function hasElement(host: HTMLElement, selector: string): boolean {
  try {
    return host.querySelector(selector) !== null;
  } catch {
    return false; // an invalid selector in config finds nothing rather than crashing
  }
}

/** Starts a display; returns the function that stops it (route change, unmount). */
export function startAdDisplay(o: AdDisplayOptions): () => void {
  const shape = chooseShape(o.random);
  const scriptUrl = safeUrl(o.scriptUrl, o.pageUrl);
  const jsonUrl = safeUrl(o.jsonUrl, o.pageUrl);
  const source = chooseNetworkSource(shape, scriptUrl !== undefined, jsonUrl !== undefined);
  const abort = new AbortController();
  let jsonAd: NetworkAd | null = null;
  o.onChange({kind: 'waiting', shape});

  if (source === 'script' && scriptUrl) {
    const script = o.scriptHost.ownerDocument.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    o.scriptHost.appendChild(script);
  } else if (source === 'json' && jsonUrl) {
    void fetchNetworkAd(jsonUrl, {signal: abort.signal, fetch: o.fetch}).then((ad) => {
      jsonAd = ad;
    });
  }

  const stopPolling = startAdPolling({
    timers: o.timers,
    findAd: () => (source === 'script' ? hasElement(o.scriptHost, o.elementSelector) : jsonAd !== null),
    onNetworkAd: () => {
      const state: AdDisplayState =
        source === 'json' && jsonAd ? {kind: 'network-json', shape, ad: jsonAd} : {kind: 'network-script', shape};
      o.onChange(state);
      o.onDisplay(state);
    },
    onFallback: () => {
      // The fallback stays for this page view: a network answer arriving later is not wanted.
      abort.abort();
      const kind = chooseFallback(o.random, source !== 'none');
      const inHouseIndex = Math.max(
        0,
        pickOne(
          Array.from({length: o.inHouseCount}, (_, i) => i),
          o.random,
        ) ?? 0,
      );
      const state: AdDisplayState =
        kind === 'in-house' ? {kind: 'in-house', shape, inHouseIndex} : {kind: 'adblock-appeal', shape, inHouseIndex};
      o.onChange(state);
      o.onDisplay(state);
    },
  });

  return () => {
    stopPolling();
    abort.abort();
  };
}
