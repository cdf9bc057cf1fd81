/**
 * The Data Grid docs cover every page of the list readers know (src/config/data-grid-pages.ts):
 * each has its source file, at least two demos unless it only lists a group, and a Chinese title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_GRID_GROUP_PAGES, DATA_GRID_PAGE_PATHS, DATA_GRID_ZH_TRANSLATED} from '@site/src/config/data-grid-pages';
import {loadLocaleTitles} from '@site/plugins/nav-flags/locale-titles';

const SITE = path.resolve(__dirname, '../../..');
const ZH_DOCS = path.join(SITE, 'i18n/zh/docusaurus-plugin-content-docs/current');

/** `/x/react-data-grid/editing` -> the .mdx that serves it (page file or folder index), relative to a docs root. */
function sourceFor(root: string, pathname: string): string | undefined {
  const rel = pathname.replace(/^\/x\//, '');
  return [`${rel}.mdx`, `${rel}/index.mdx`, `${rel}.md`].find((candidate) => fs.existsSync(path.join(root, candidate)));
}

const zhTitles = loadLocaleTitles(SITE, 'zh');

test('the list has the 87 paths of the issue, each once', () => {
  expect(new Set(DATA_GRID_PAGE_PATHS).size).toBe(DATA_GRID_PAGE_PATHS.length);
  expect(DATA_GRID_PAGE_PATHS).toHaveLength(87);
});

describe.each(DATA_GRID_PAGE_PATHS)('%s', (pathname) => {
  const source = sourceFor(path.join(SITE, 'docs'), pathname);

  test('has its page', () => {
    expect({pathname, source}).toEqual({pathname, source: expect.any(String)});
  });

  test('shows at least two demos, unless it only lists its group', () => {
    if (!source || DATA_GRID_GROUP_PAGES.includes(pathname)) return;
    const demos = fs.readFileSync(path.join(SITE, 'docs', source), 'utf8').match(/<Demo\s+file=/g) ?? [];
    expect({pathname, demos: demos.length >= 2}).toEqual({pathname, demos: true});
  });

  test('has a Chinese title (translated page or title table)', () => {
    if (!source) return;
    const translated = sourceFor(ZH_DOCS, pathname);
    const key = `docs/${source.replace(/\.mdx?$/, '')}`;
    expect({pathname, zh: Boolean(translated) || /\p{Script=Han}/u.test(zhTitles[key] ?? '')}).toEqual({pathname, zh: true});
  });
});

test('overview, quickstart and features are fully translated', () => {
  for (const pathname of DATA_GRID_ZH_TRANSLATED) expect({pathname, source: sourceFor(ZH_DOCS, pathname)}).toEqual({pathname, source: expect.any(String)});
});
