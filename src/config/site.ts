/**
 * The site's shape: where the MUI X docs live and which languages it is built in. Safe for the
 * browser bundle (no environment reads), so the client's path helpers and the service worker's
 * registration read it as the build's configuration does.
 */

/** The MUI X docs instance's base path (the Material UI sections are at the site root). */
export const X_BASE = '/x';

/** The site's languages; the first is the default, served without a prefix. Others under `/<locale>`. */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** Each locale's `<html lang>` and its name in the language menu. */
export const LOCALE_CONFIGS: Record<Locale, {label: string; htmlLang: string}> = {
  en: {label: 'English', htmlLang: 'en'},
  zh: {label: '中文', htmlLang: 'zh-CN'},
};

/** The path prefixes of the non-default locales: `['/zh']`. */
export const LOCALE_PREFIXES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`);
