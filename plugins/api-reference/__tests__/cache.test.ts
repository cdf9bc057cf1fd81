// marked ships ESM only; jest (CommonJS) loads its UMD build instead.
jest.mock('marked', () => jest.requireActual(require('node:path').resolve('node_modules/marked/lib/marked.umd.js')));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {computeCacheKey, installedVersions} from '../generate/cache-key';
import {generateApiDocs} from '../generate';

const PLUGIN_DIR = path.resolve(__dirname, '..');

function fakeRoot(versions: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
  for (const [name, version] of Object.entries(versions)) {
    const dir = path.join(root, 'node_modules', name);
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name, version}));
  }
  return root;
}

test('the cache key follows installed versions, nested copies included', () => {
  const root = fakeRoot({'@mui/x-charts': '8.15.0', '@mui/x-charts-pro/node_modules/@mui/x-charts': '8.14.1', typescript: '5.9.3'});
  expect(installedVersions(root)).toEqual(
    expect.arrayContaining(['@mui/x-charts@8.15.0', '@mui/x-charts-pro>@mui/x-charts@8.14.1', 'typescript@5.9.3']),
  );
  const before = computeCacheKey(root, PLUGIN_DIR);
  expect(computeCacheKey(root, PLUGIN_DIR)).toBe(before);
  fs.writeFileSync(
    path.join(root, 'node_modules/@mui/x-charts-pro/node_modules/@mui/x-charts/package.json'),
    JSON.stringify({version: '8.15.0'}),
  );
  expect(computeCacheKey(root, PLUGIN_DIR)).not.toBe(before);
  fs.rmSync(root, {recursive: true, force: true});
});

test('a matching manifest is a cache hit; a changed version re-runs the analysis', () => {
  const root = fakeRoot({'@mui/x-data-grid': '8.15.0'});
  const outDir = path.join(root, 'api-docs');
  fs.mkdirSync(path.join(outDir, 'data-grid'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'data-grid', 'data-grid.json'), '{}');
  const manifest = {
    key: computeCacheKey(root, PLUGIN_DIR),
    generatedAt: '2026-01-01T00:00:00.000Z',
    skipped: [],
    pages: [
      {
        section: 'data-grid',
        kind: 'component',
        name: 'DataGrid',
        slug: 'data-grid',
        path: '/x/api/data-grid/data-grid',
        plan: 'community',
        file: 'data-grid/data-grid.json',
      },
    ],
  };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest));
  const hit = generateApiDocs({rootDir: root, outDir});
  expect(hit.cached).toBe(true);
  expect(hit.manifest.pages).toHaveLength(1);
  // A page file gone missing is not a hit either.
  fs.rmSync(path.join(outDir, 'data-grid', 'data-grid.json'));
  expect(() => generateApiDocs({rootDir: root, outDir})).toThrow(/cannot read the types of @mui\/x-data-grid/);
  fs.rmSync(root, {recursive: true, force: true});
});
