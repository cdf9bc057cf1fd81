import fs from 'node:fs';
import path from 'node:path';
import type {ApiPageData} from '../model';
import {
  CHANGE_TABLE_ANCHOR,
  MIGRATION_FROM_V7,
  currentPathOf,
  keepLinksInVersion,
  linkKeptPage,
  type KeptVersionReference,
} from '../kept-versions';
import {apiVersionPrefixOf, keptVersionLabelOf, sectionFromApiPath} from '../routes';
import {sectionRouteOf} from '../client-routes';
import {mdxHeadingIds} from '../portal-links';
import {v7ApiPage} from '../../api-diff/generate/v7-pages';

const repo = path.resolve(__dirname, '../../..');

const page = (over: Partial<ApiPageData>): ApiPageData => ({
  section: 'data-grid',
  kind: 'component',
  name: 'DataGridPro',
  slug: 'data-grid-pro',
  path: '/x/api/data-grid/data-grid-pro',
  plan: 'pro',
  descriptionHtml: '',
  summary: '',
  imports: [{packageName: '@mui/x-data-grid-pro-v7', plan: 'pro', code: "import { DataGridPro } from '@mui/x-data-grid-pro-v7';"}],
  props: [],
  slots: [],
  classes: [],
  ...over,
});

test('a v7 page reads as a v7 app imports it, at /x/7.x/api/...', () => {
  const v7 = v7ApiPage(
    page({
      inheritance: {
        components: [
          {name: 'Box', path: '/api/box', count: 1},
          {name: 'DataGrid', path: '/x/api/data-grid/data-grid', count: 3},
        ],
      },
    }),
  );
  expect(v7.path).toBe('/x/7.x/api/data-grid/data-grid-pro');
  expect(v7.imports).toEqual([
    {packageName: '@mui/x-data-grid-pro', plan: 'pro', code: "import { DataGridPro } from '@mui/x-data-grid-pro';"},
  ]);
  expect(v7.inheritance!.components.map((c) => c.path)).toEqual(['/api/box', '/x/7.x/api/data-grid/data-grid']);
});

test('the URL helpers know a kept version’s API pages', () => {
  expect(sectionFromApiPath('/zh/x/7.x/api/charts/bar-chart')).toBe('charts');
  expect(sectionFromApiPath('/x/api/charts/bar-chart')).toBe('charts');
  expect(apiVersionPrefixOf('/zh/x/7.x/api/charts/bar-chart')).toBe('7.x');
  expect(apiVersionPrefixOf('/x/api/charts/bar-chart')).toBe('');
  expect(keptVersionLabelOf('/x/7.x/api/tree-view/tree-item')).toBe('v7');
  expect(keptVersionLabelOf('/x/api/tree-view/tree-item')).toBeUndefined();
  // The browser's route table: one route per version and section.
  expect(sectionRouteOf('/zh/x/7.x/api/charts/bar-chart', '/zh/')).toBe('/zh/x/7.x/api/charts/:slug');
  expect(sectionRouteOf('/x/api/charts/bar-chart', '/')).toBe('/x/api/charts/:slug');
  expect(currentPathOf('/x/7.x/api/charts/bar-chart', '7.x')).toBe('/x/api/charts/bar-chart');
});

test('a v7 page links to its 8.15.0 twin only when it exists, and always to its product’s change table', () => {
  const ref: KeptVersionReference = {label: 'v7', pathPrefix: '7.x', pages: []};
  const kept = v7ApiPage(page({}));
  expect(linkKeptPage(kept, ref, new Set(['/x/api/data-grid/data-grid-pro']), '8.15.0').keptVersion).toEqual({
    label: 'v7',
    currentLabel: '8.15.0',
    currentPath: '/x/api/data-grid/data-grid-pro',
    changesPath: '/x/migration/migration-data-grid-v7#api-changes',
  });
  expect(linkKeptPage(kept, ref, new Set(), '8.15.0').keptVersion).not.toHaveProperty('currentPath');
});

test('every change-table link names a migration guide that has that section', () => {
  for (const guide of Object.values(MIGRATION_FROM_V7)) {
    const file = path.join(repo, 'docs', `${guide!.replace(/^\/x\//, '')}.mdx`);
    expect([guide, mdxHeadingIds(fs.readFileSync(file, 'utf8')).has(CHANGE_TABLE_ANCHOR)]).toEqual([guide, true]);
  }
});

test('links between API pages stay in the kept version where it has the page', () => {
  const html =
    '<a href="/zh/x/api/data-grid/grid-api#prop-x">a</a> <a href="/zh/x/api/data-grid/gone">b</a> <a href="/zh/x/react-data-grid">c</a>';
  expect(keepLinksInVersion(html, '/zh', '7.x', new Set(['/x/7.x/api/data-grid/grid-api']))).toBe(
    '<a href="/zh/x/7.x/api/data-grid/grid-api#prop-x">a</a> <a href="/zh/x/api/data-grid/gone">b</a> <a href="/zh/x/react-data-grid">c</a>',
  );
});
