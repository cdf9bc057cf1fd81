/**
 * The Chinese translation is complete where a reader would notice: every UI string in i18n/zh is
 * Chinese (or a name that stays the same), every foundation page has a translated page, and a
 * translated page keeps the source's heading ids so links to #anchors work in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {staysTheSame} from '../../../plugins/translation-status/report';

const ROOT = process.cwd();
const ZH = path.join(ROOT, 'i18n/zh');
const CJK = /[\u4e00-\u9fff]/;

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Source docs folder -> translated docs folder. */
const DOC_TREES: [string, string][] = [
  ['docs', 'docusaurus-plugin-content-docs/current'],
  ['versioned_docs/version-7.x', 'docusaurus-plugin-content-docs/version-7.x'],
  ['docs-material', 'docusaurus-plugin-content-docs-material/current'],
];

/** Pages of the portal foundation (issue 2): each must exist in Chinese. */
const FOUNDATION_PAGES = [
  'docs/introduction/index.mdx',
  'docs/introduction/installation.mdx',
  'docs/introduction/licensing.mdx',
  'docs/react-data-grid/index.mdx',
  'docs/react-date-pickers/index.mdx',
  'docs/react-charts/index.mdx',
  'docs/react-tree-view/index.mdx',
  'docs-material/getting-started/installation.mdx',
  'docs-material/versions.mdx',
  'versioned_docs/version-7.x/introduction/index.mdx',
  'versioned_docs/version-7.x/react-data-grid/index.mdx',
  'versioned_docs/version-7.x/react-date-pickers/index.mdx',
  'versioned_docs/version-7.x/react-charts/index.mdx',
  'versioned_docs/version-7.x/react-tree-view/index.mdx',
];

function translationOf(sourceFile: string): string {
  const tree = DOC_TREES.find(([src]) => sourceFile.startsWith(src + '/'));
  if (!tree) throw new Error(`${sourceFile} is in no known docs folder`);
  return path.join('i18n/zh', tree[1], sourceFile.slice(tree[0].length + 1));
}

function headingIds(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/^#{1,6} .*\{\/\* #([\w-]+) \*\/\}\s*$/gm)].map((m) => m[1]).sort();
}

describe('UI strings (code.json, navbar, footer, sidebars)', () => {
  // titles/ holds page title tables ({source path: title}), checked below; demo-messages/ holds
  // demo message tables ({English: Chinese}) and glossary.json the terms: not Docusaurus files.
  const files = jsonFiles(ZH).filter((f) => {
    const relative = path.relative(ZH, f);
    return !relative.startsWith(`titles${path.sep}`) && !relative.startsWith(`demo-messages${path.sep}`) && relative !== 'glossary.json';
  });

  test('the translation files Docusaurus generates are all there', () => {
    const relative = files.map((f) => path.relative(ZH, f)).sort();
    expect(relative).toEqual(
      expect.arrayContaining([
        'code.json',
        'docusaurus-plugin-content-docs-material/current.json',
        'docusaurus-plugin-content-docs/current.json',
        'docusaurus-plugin-content-docs/version-7.x.json',
        'docusaurus-theme-classic/footer.json',
        'docusaurus-theme-classic/navbar.json',
      ]),
    );
  });

  test.each(files.map((f) => [path.relative(ZH, f)]))('every message of %s is in Chinese', (file) => {
    const json = JSON.parse(fs.readFileSync(path.join(ZH, file), 'utf8')) as Record<string, {message: string}>;
    const untranslated = Object.entries(json)
      .filter(([, {message}]) => !CJK.test(message) && !staysTheSame(message))
      .map(([id, {message}]) => `${id}: ${message}`);
    expect(untranslated).toEqual([]);
  });
});

test.each(jsonFiles(path.join(ZH, 'titles')).map((f) => [path.relative(ZH, f)]))('every page title of %s is in Chinese', (file) => {
  const table = JSON.parse(fs.readFileSync(path.join(ZH, file), 'utf8')) as Record<string, string>;
  expect(Object.entries(table).filter(([, title]) => !CJK.test(title))).toEqual([]);
});

describe('translated pages', () => {
  test.each(FOUNDATION_PAGES.map((p) => [p]))('%s has a Chinese page with a Chinese title', (source) => {
    const target = translationOf(source);
    expect(fs.existsSync(path.join(ROOT, target))).toBe(true);
    const title = /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(ROOT, target), 'utf8'))?.[1] ?? '';
    expect(title).toMatch(CJK);
  });

  const translated = DOC_TREES.flatMap(([src, dest]) =>
    mdxFiles(path.join(ZH, dest)).map((file) => [path.relative(ROOT, file), path.join(src, path.relative(path.join(ZH, dest), file))]),
  );

  test.each(translated)('%s translates an existing page and keeps its heading ids', (target, source) => {
    expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
    expect(headingIds(target)).toEqual(headingIds(source));
  });

  // A line break inside a Chinese paragraph renders as a space between two characters.
  test.each(translated)('%s has no Chinese sentence broken over two lines', (target) => {
    const text = fs.readFileSync(path.join(ROOT, target), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const lines = text.split('\n');
    const wrapped = lines
      .map((line, i) => [line, lines[i + 1] ?? ''])
      .filter(([line, next]) => /[\u4e00-\u9fff]$/.test(line) && /^\s*[\u4e00-\u9fff]/.test(next))
      .map(([line, next]) => `${line.slice(-10)}⏎${next.trim().slice(0, 10)}`);
    expect(wrapped).toEqual([]);
  });
});
