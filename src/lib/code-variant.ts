/**
 * The reader's code variant (TS or JS), shared by every demo: a URL hash ending in `.js`
 * or `.tsx` selects it; otherwise the `codeVariant` cookie (path /, one year); otherwise TS.
 */
import {getCookie, serializeCookie, PREFERENCE_COOKIE_MAX_AGE_S} from './cookies';

export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const CODE_VARIANT_COOKIE = 'codeVariant';

/** A URL hash without its `#`, percent-decoded (kept raw when it is not valid percent-encoding). */
export function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `#basic-columns.js` -> JS, `#system-Foo.tsx` -> TS, anything else -> null. */
export function codeVariantFromHash(hash: string | null | undefined): CodeVariant | null {
  if (typeof hash !== 'string') return null;
  const value = decodeHash(hash);
  if (value.endsWith('.js')) return 'JS';
  if (value.endsWith('.tsx')) return 'TS';
  return null;
}

export function isCodeVariant(value: unknown): value is CodeVariant {
  return typeof value === 'string' && (CODE_VARIANTS as readonly string[]).includes(value);
}

export function codeVariantFromCookie(cookieString: string | null | undefined): CodeVariant | null {
  const value = getCookie(cookieString, CODE_VARIANT_COOKIE);
  return isCodeVariant(value) ? value : null;
}

/** The hash wins over the cookie, the cookie over the default. */
export function resolveCodeVariant(input: {hash?: string | null; cookie?: string | null}): CodeVariant {
  return codeVariantFromHash(input.hash) ?? codeVariantFromCookie(input.cookie) ?? DEFAULT_CODE_VARIANT;
}

export function codeVariantCookie(variant: CodeVariant): string {
  return serializeCookie(CODE_VARIANT_COOKIE, variant, {path: '/', maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S});
}

/** File extension a variant's entry file is shown with. */
export function codeVariantExtension(variant: CodeVariant): '.tsx' | '.js' {
  return variant === 'TS' ? '.tsx' : '.js';
}
