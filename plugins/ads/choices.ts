/** The random choices of a display, with the randomness passed in. */
import {AD_BLOCK_APPEAL_PROBABILITY, AD_INLINE_SHAPE_PROBABILITY} from './constants';

export type AdShape = 'image' | 'inline';
export type FallbackKind = 'in-house' | 'adblock-appeal';

export function chooseShape(random: () => number): AdShape {
  return random() < AD_INLINE_SHAPE_PROBABILITY ? 'inline' : 'image';
}

/**
 * What replaces a network ad that did not come. The appeal to allow ads only makes sense when an
 * ad network is configured (its request may have been blocked); a build without one (the default)
 * always shows an in-house ad.
 */
export function chooseFallback(random: () => number, networkConfigured = true): FallbackKind {
  if (!networkConfigured) return 'in-house';
  return random() < AD_BLOCK_APPEAL_PROBABILITY ? 'adblock-appeal' : 'in-house';
}

export function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** Where the network ad of this display comes from, given what is configured. */
export type NetworkSource = 'script' | 'json' | 'none';

export function chooseNetworkSource(shape: AdShape, hasScript: boolean, hasJson: boolean): NetworkSource {
  // The network's script draws the image shape itself; its JSON feeds our own (inline or image) rendering.
  if (shape === 'image' && hasScript) return 'script';
  if (hasJson) return 'json';
  return hasScript ? 'script' : 'none';
}
