/**
 * The ad network's JSON answer: `{ads: [...]}`. Entries that are empty or lack `statlink` are
 * skipped; fields are read as untrusted input and sanitised into a `NetworkAd`.
 */
import {AD_FETCH_MAX_ATTEMPTS, AD_MAX_DESCRIPTION_CHARS, AD_MAX_PIXELS, AD_MAX_SHORT_TEXT_CHARS} from './constants';
import {clipText, safeUrl} from './sanitize';

/** The fields read from a network record (all optional and untyped: it is someone else's JSON). */
export interface NetworkAdRecord {
  statlink?: unknown;
  statimp?: unknown;
  image?: unknown;
  company?: unknown;
  description?: unknown;
  pixel?: unknown;
  timestamp?: unknown;
}

/** A network ad after sanitising: safe to render. */
export interface NetworkAd {
  link: string;
  image: string | undefined;
  company: string;
  description: string;
  /** Impression URLs (statimp and the `||`-separated pixels), fired once per display. */
  impressionUrls: string[];
}

function isRecord(value: unknown): value is NetworkAdRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Pixel URLs carry a `[timestamp]` placeholder for cache busting. */
function pixelUrls(record: NetworkAdRecord, base: string | undefined): string[] {
  const timestamp = typeof record.timestamp === 'string' || typeof record.timestamp === 'number' ? String(record.timestamp) : '';
  const raw = [
    ...(typeof record.statimp === 'string' ? [record.statimp] : []),
    ...(typeof record.pixel === 'string' ? record.pixel.split('||') : []),
  ];
  const urls = raw
    .map((u) => safeUrl(u.replace(/\[timestamp\]/g, encodeURIComponent(timestamp)), base))
    .filter((u): u is string => u !== undefined);
  return [...new Set(urls)].slice(0, AD_MAX_PIXELS);
}

export function sanitizeNetworkAd(record: NetworkAdRecord, base?: string): NetworkAd | null {
  const link = safeUrl(record.statlink, base);
  if (!link) return null;
  return {
    link,
    image: safeUrl(record.image, base),
    company: clipText(record.company, AD_MAX_SHORT_TEXT_CHARS),
    description: clipText(record.description, AD_MAX_DESCRIPTION_CHARS),
    impressionUrls: pixelUrls(record, base),
  };
}

/** The first valid ad of a network answer, or null (malformed answers included). */
export function pickNetworkAd(answer: unknown, base?: string): NetworkAd | null {
  if (!isRecord(answer)) return null;
  const ads = (answer as {ads?: unknown}).ads;
  if (!Array.isArray(ads)) return null;
  for (const entry of ads) {
    if (!isRecord(entry) || Object.keys(entry).length === 0 || !entry.statlink) continue;
    const ad = sanitizeNetworkAd(entry, base);
    if (ad) return ad;
  }
  return null;
}

export interface FetchNetworkAdOptions {
  fetch?: typeof fetch;
  maxAttempts?: number;
  signal?: AbortSignal;
  /** Base for relative URLs in the answer (the endpoint itself by default). */
  base?: string;
}

/**
 * Requests the network JSON until it holds a valid ad, at most `maxAttempts` times. Network
 * errors, error statuses and malformed JSON count as "no valid ad". Aborting stops the retries.
 */
export async function fetchNetworkAd(url: string, options: FetchNetworkAdOptions = {}): Promise<NetworkAd | null> {
  const doFetch = options.fetch ?? fetch;
  const maxAttempts = options.maxAttempts ?? AD_FETCH_MAX_ATTEMPTS;
  const endpoint = safeUrl(url, options.base);
  if (!endpoint) return null;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (options.signal?.aborted) return null;
    try {
      const response = await doFetch(endpoint, {signal: options.signal, credentials: 'omit'});
      if (response.ok) {
        const ad = pickNetworkAd(await response.json(), endpoint);
        if (ad) return ad;
      }
    } catch {
      if (options.signal?.aborted) return null;
      /* a failed or malformed answer: try again */
    }
  }
  return null;
}
