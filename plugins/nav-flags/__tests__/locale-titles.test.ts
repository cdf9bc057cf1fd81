import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {createParseFrontMatter} from '../derived-title';
import {loadLocaleTitles, titleKeyForFile} from '../locale-titles';

const siteDir = path.join(__dirname, 'fixtures', 'locale-site');

function parserFor(locale: string) {
  const parse = createParseFrontMatter({siteDir, defaultLocale: 'en', currentLocale: () => locale});
  return (file: string, content: string) =>
    parse({filePath: path.join(siteDir, file), fileContent: content, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
}

describe('locale title tables', () => {
  test('an untranslated English page built for zh takes the zh title as title and sidebar label', async () => {
    const {frontMatter} = await parserFor('zh')('docs/react-data-grid/column-groups.mdx', '---\ntitle: Column groups\n---\n\nText.');
    expect(frontMatter).toMatchObject({title: '列分组', sidebar_label: '列分组'});
  });

  test('the English build keeps the English title', async () => {
    const {frontMatter} = await parserFor('en')('docs/react-data-grid/column-groups.mdx', '---\ntitle: Column groups\n---\n\nText.');
    expect(frontMatter.title).toBe('Column groups');
    expect(frontMatter.sidebar_label).toBeUndefined();
  });

  test('a page missing from the table keeps its own (or derived) title', async () => {
    const {frontMatter} = await parserFor('zh')('docs/react-data-grid/row-height.mdx', '---\ndescription: d\n---\n\nText.');
    expect(frontMatter.title).toBe('Row Height');
  });

  test('translated files under i18n/ are never overridden', () => {
    expect(titleKeyForFile(siteDir, path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-docs/current/a.mdx'))).toBeUndefined();
    expect(titleKeyForFile(siteDir, path.join(siteDir, 'docs/a/b.mdx'))).toBe('docs/a/b');
  });

  test('a broken table fails with a message naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'titles-'));
    fs.mkdirSync(path.join(dir, 'i18n/zh/titles'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'i18n/zh/titles/bad.json'), '{"docs/a": ');
    expect(() => loadLocaleTitles(dir, 'zh')).toThrow(/bad\.json is not valid JSON/);
    fs.writeFileSync(path.join(dir, 'i18n/zh/titles/bad.json'), '{"docs/a": "甲"}');
    fs.writeFileSync(path.join(dir, 'i18n/zh/titles/other.json'), '{"docs/a": "乙"}');
    expect(() => loadLocaleTitles(path.join(dir, '.'), 'zh')).toThrow(/already has the title "甲"/);
  });
});
