import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import remarkTranslationNotice, {noticeFor} from '../remark';
import {sourceHash, withRecordedHash} from '../stamp';
import {defaultLocalePath} from '../english-path';

const SOURCE = '---\ntitle: Sorting\n---\n\n# Sorting\n\nRows sort.\n';
const TRANSLATION = '---\ntitle: 排序\n---\n\n# 排序\n\n行会排序。\n';
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/sorting.mdx';
const EN = 'docs/react-data-grid/sorting.mdx';

let site: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-notice-'));
  write(EN, SOURCE);
  write(ZH, withRecordedHash(TRANSLATION, sourceHash(SOURCE)));
});
afterEach(() => {
  fs.rmSync(site, {recursive: true, force: true});
  delete process.env.DOCUSAURUS_CURRENT_LOCALE;
});

test('an up-to-date translation needs no notice; once its English page changes it is stale, dated', () => {
  expect(noticeFor(site, 'zh', path.join(site, ZH))).toBeNull();
  write(EN, SOURCE.replace('Rows sort.', 'Rows are sorted.'));
  const today = new Date().toISOString().slice(0, 10); // not in git here: the file's own date
  expect(noticeFor(site, 'zh', path.join(site, ZH))).toEqual({state: 'stale', changed: today});
});

test('an English page compiled for the zh locale has no translation: missing', () => {
  fs.rmSync(path.join(site, ZH));
  expect(noticeFor(site, 'zh', path.join(site, EN))).toMatchObject({state: 'missing'});
});

test('the notice goes after the imports and the page title, with its import', () => {
  fs.rmSync(path.join(site, ZH));
  const tree = fromMarkdown("import X from './x';\n\n# Sorting\n\nRows sort.\n", {
    extensions: [mdxjs()],
    mdastExtensions: [mdxFromMarkdown()],
  }) as unknown as {children: {type: string; name?: string; value?: string}[]};
  const run = (locale: string) => {
    process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
    remarkTranslationNotice({siteDir: site, defaultLocale: 'en'})(tree as never, {path: path.join(site, EN)});
    return tree.children.map((node) => node.name ?? node.type);
  };
  expect(run('en')).toEqual(['mdxjsEsm', 'heading', 'paragraph']);
  expect(run('zh')).toEqual(['mdxjsEsm', 'mdxjsEsm', 'heading', 'TranslationNotice', 'paragraph']);
  expect(tree.children[0]!.value).toContain("from '@theme/TranslationNotice'");
});

test('the English page of a zh page is the same path without the locale base URL', () => {
  expect(defaultLocalePath('/zh/x/react-data-grid/sorting', '/zh/')).toBe('/x/react-data-grid/sorting');
  expect(defaultLocalePath('/zh/', '/zh/')).toBe('/');
});
