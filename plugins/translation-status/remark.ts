/**
 * Remark plugin (every docs instance): in a locale other than the default, a page whose translation
 * is stale (its English page changed since it was stamped) or missing (the English page is shown)
 * starts with `<TranslationNotice state changed />`: the reader sees it is not reading an up-to-date
 * translation, since when, and where the English page and the translator guide are.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import {sourcePath, translationPath} from './trees';
import {recordedHash, sourceHash} from './stamp';
import {lastChangeDate} from './source-date';

export interface RemarkTranslationNoticeOptions {
  siteDir: string;
  defaultLocale: string;
}

export type NoticeState = 'stale' | 'missing';

interface Node {
  type: string;
  depth?: number;
  children?: Node[];
  [key: string]: unknown;
}

/** What the notice says for the page at `mdxPath` in `locale`, or null when it needs none. */
export function noticeFor(siteDir: string, locale: string, mdxPath: string): {state: NoticeState; changed: string} | null {
  const relative = path.relative(siteDir, mdxPath).split(path.sep).join('/');
  if (relative.startsWith(`i18n/${locale}/`)) {
    const source = sourcePath(relative, locale);
    const sourceFile = source && path.join(siteDir, source);
    if (!sourceFile || !fs.existsSync(sourceFile)) return null;
    if (recordedHash(fs.readFileSync(mdxPath, 'utf8')) === sourceHash(fs.readFileSync(sourceFile, 'utf8'))) return null;
    return {state: 'stale', changed: lastChangeDate(siteDir, sourceFile)};
  }
  // Docusaurus compiles the English file for a locale only when that locale has no translation of it.
  if (!translationPath(relative, locale)) return null;
  return {state: 'missing', changed: lastChangeDate(siteDir, mdxPath)};
}

const IMPORT = "import TranslationNotice from '@theme/TranslationNotice';";

export default function remarkTranslationNotice(options: RemarkTranslationNoticeOptions) {
  return function transformer(tree: Node, vfile: {path?: string}): void {
    const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
    if (!locale || locale === options.defaultLocale || !vfile.path) return;
    const notice = noticeFor(options.siteDir, locale, vfile.path);
    if (!notice) return;
    const children = tree.children ?? [];
    // After the imports and a leading `# Title`, so the page still opens with its title.
    let at = 0;
    while (at < children.length && children[at]!.type === 'mdxjsEsm') at += 1;
    if (children[at]?.type === 'heading' && children[at]!.depth === 1) at += 1;
    const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
    children.splice(at, 0, {
      type: 'mdxJsxFlowElement',
      name: 'TranslationNotice',
      attributes: [attribute('state', notice.state), attribute('changed', notice.changed)],
      children: [],
    });
    children.unshift({type: 'mdxjsEsm', value: IMPORT, data: {estree: parse(IMPORT, {ecmaVersion: 'latest', sourceType: 'module'})}});
    tree.children = children;
  };
}
