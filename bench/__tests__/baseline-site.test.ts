import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {baselineCacheKey, baselineFiles, shapeOfBuild, TWO_PAGE_SHAPE} from '../lib/baseline-site';

test("the baseline's shape is the portal's English sitemap: API pages as other pages, the rest as docs", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baseline-shape-'));
  const urls = [
    '/x/introduction',
    '/x/react-data-grid/sorting',
    '/getting-started',
    '/x/api/data-grid/data-grid',
    '/api/button',
    '/zh/x/introduction',
    '/zh/x/api/data-grid/data-grid',
  ];
  fs.writeFileSync(
    path.join(dir, 'sitemap.xml'),
    `<urlset>${urls.map((u) => `<url><loc>https://example.org${u}</loc></url>`).join('')}</urlset>`,
  );
  expect(shapeOfBuild(dir)).toEqual({docs: 3, pages: 2});
  fs.rmSync(dir, {recursive: true});
});

test('a baseline of a shape has that many docs (the two measured ones first) and other pages', () => {
  const files = baselineFiles({docs: 30, pages: 4});
  const docs = Object.keys(files).filter((f) => f.startsWith('docs/'));
  expect(docs).toHaveLength(30);
  expect(docs).toEqual(expect.arrayContaining(['docs/intro.md', 'docs/second.md', 'docs/part-003/guide-0028.md']));
  expect(Object.keys(files).filter((f) => f.startsWith('src/pages/reference/'))).toHaveLength(4);
  expect(Object.keys(baselineFiles(TWO_PAGE_SHAPE)).filter((f) => f.startsWith('docs/'))).toEqual(['docs/intro.md', 'docs/second.md']);
  // Each shape is built and cached apart.
  expect(baselineCacheKey('3.10.2', {docs: 30, pages: 4})).not.toBe(baselineCacheKey('3.10.2', TWO_PAGE_SHAPE));
});
