/**
 * Ad content is untrusted. It only ever becomes text nodes and attribute values through React, and
 * URLs must be http(s): `javascript:`, `data:` and anything else are dropped.
 */
import {AD_MAX_URL_CHARS} from './constants';

const ELLIPSIS = '…';
// A constant of its own: the directive stays beside it however the code using it is wrapped.
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const CONTROL_CHARS = /[\u0000-\u001f\u007f]+/g;

/** A plain-text, single-spaced, clipped version of `value`; non-strings give ''. */
export function clipText(value: unknown, maxChars: number): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  // Strip control characters and collapse whitespace so a record cannot fake layout.
  const text = String(value).replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length > maxChars
    ? chars
        .slice(0, maxChars - 1)
        .join('')
        .trimEnd() + ELLIPSIS
    : text;
}

/** An absolute http(s) URL for `value` (relative ones resolved against `base`), or undefined. */
export function safeUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > AD_MAX_URL_CHARS) return undefined;
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.href;
}
