/**
 * Translation status: `npm run i18n:status` / `i18n:stamp` (cli.ts) for translators and CI, and for
 * readers the notice a stale or untranslated page opens with (remark.ts, theme/TranslationNotice).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import remarkTranslationNotice, {type RemarkTranslationNoticeOptions} from './remark';

/** `[remark, options]` for a docs instance's `remarkPlugins`. */
export function translationNoticeRemarkPlugin(
  siteDir: string,
  defaultLocale: string,
): [typeof remarkTranslationNotice, RemarkTranslationNoticeOptions] {
  return [remarkTranslationNotice, {siteDir, defaultLocale}];
}

export default function translationStatusPlugin(): Plugin {
  return {
    name: 'translation-status',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}
