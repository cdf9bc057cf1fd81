/**
 * Dictionaries keyed by language code, English as the fallback. A key missing in the requested
 * language warns and falls back to English; a language with no dictionary at all is an error and
 * renders an ellipsis (better a visible gap than English text pretending to be translated).
 */
import {DEFAULT_LOCALE} from '../config/site';
export type Dictionary = Record<string, string>;
export type Translations = Record<typeof DEFAULT_LOCALE, Dictionary> & Record<string, Dictionary | undefined>;

export const FALLBACK_LANGUAGE = DEFAULT_LOCALE;
export const MISSING_LANGUAGE_TEXT = '…';

export interface TranslationLogger {
  warn(message: string): void;
  error(message: string): void;
}

export type Translate = (key: string) => string;

export function createTranslator(translations: Translations, language: string, logger: TranslationLogger = console): Translate {
  const dictionary = Object.prototype.hasOwnProperty.call(translations, language) ? translations[language] : undefined;
  if (!dictionary) {
    logger.error(`Missing language: no translations for "${language}".`);
    return () => MISSING_LANGUAGE_TEXT;
  }
  return (key) => {
    if (Object.prototype.hasOwnProperty.call(dictionary, key)) return dictionary[key];
    logger.warn(`Missing translation for "${key}" in "${language}".`);
    const english = translations[FALLBACK_LANGUAGE];
    return Object.prototype.hasOwnProperty.call(english, key) ? english[key] : key;
  };
}
