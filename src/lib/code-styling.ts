/**
 * The reader's code styling (system, tailwind or css), shared by every demo: seeded from a
 * URL hash that ends in `.js`/`.tsx` and contains `tailwind-`, `css-` or `system-`; otherwise the
 * `codeStyling` cookie (path /, one year); otherwise system. A demo shows the closest styling it has.
 */
import {getCookie, serializeCookie, PREFERENCE_COOKIE_MAX_AGE_S} from './cookies';
import {codeVariantExtension, codeVariantFromHash, decodeHash, type CodeVariant} from './code-variant';

export const CODE_STYLINGS = ['system', 'tailwind', 'css'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';
export const CODE_STYLING_COOKIE = 'codeStyling';

export const CODE_STYLING_LABELS: Record<CodeStyling, string> = {
  system: 'MUI System',
  tailwind: 'Tailwind CSS',
  css: 'Plain CSS',
};

export function isCodeStyling(value: unknown): value is CodeStyling {
  return typeof value === 'string' && (CODE_STYLINGS as readonly string[]).includes(value);
}

export function codeStylingFromHash(hash: string | null | undefined): CodeStyling | null {
  if (typeof hash !== 'string' || codeVariantFromHash(hash) === null) return null;
  // Decoded as the TS/JS part is, so `#tailwind%2DFoo.js` selects Tailwind too.
  const value = decodeHash(hash);
  // Checked in this order so `css-` inside another word (e.g. `tailwind-css-x`) does not win.
  if (value.includes('tailwind-')) return 'tailwind';
  if (value.includes('system-')) return 'system';
  if (value.includes('css-')) return 'css';
  return null;
}

export function codeStylingFromCookie(cookieString: string | null | undefined): CodeStyling | null {
  const value = getCookie(cookieString, CODE_STYLING_COOKIE);
  return isCodeStyling(value) ? value : null;
}

export function resolveCodeStyling(input: {hash?: string | null; cookie?: string | null}): CodeStyling {
  return codeStylingFromHash(input.hash) ?? codeStylingFromCookie(input.cookie) ?? DEFAULT_CODE_STYLING;
}

export function codeStylingCookie(styling: CodeStyling): string {
  return serializeCookie(CODE_STYLING_COOKIE, styling, {path: '/', maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S});
}

/** The styling a demo shows: the reader's choice if the demo has it, else its first (default) one. */
export function stylingForDemo(preferred: CodeStyling, available: readonly CodeStyling[]): CodeStyling {
  if (available.includes(preferred)) return preferred;
  return available[0] ?? DEFAULT_CODE_STYLING;
}

/** Anchor of a demo that carries the reader's choices: `#tailwind-BasicColumns.js`. */
export function demoHash(demoName: string, styling: CodeStyling, variant: CodeVariant): string {
  return `#${styling}-${demoName}${codeVariantExtension(variant)}`;
}

/** Which demo a hash points at: `#tailwind-Foo.js`, `#Foo.tsx` and `#Foo` all name `Foo`. */
export function demoNameFromHash(hash: string | null | undefined): string | null {
  if (typeof hash !== 'string' || hash.length < 2) return null;
  const value = decodeHash(hash)
    .replace(/\.(js|tsx)$/, '')
    .replace(/^(system|tailwind|css)-/, '');
  return value || null;
}
