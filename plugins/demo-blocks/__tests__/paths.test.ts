import path from 'node:path';
import fs from 'node:fs';
import {resolveDemoFile, findStylingVariants, exportPathOf, demoNameOf, sourceContentDir} from '../generate/paths';

const site = path.join(__dirname, 'fixtures/site');
const exists = (f: string) => fs.existsSync(f);

test('a demo path is resolved beside the page', () => {
  expect(resolveDemoFile(path.join(site, 'docs/guide/index.mdx'), './demos/Greeting.tsx', site, exists)).toBe(
    path.join(site, 'docs/guide/demos/Greeting.tsx'),
  );
});

test('a translated page finds the demos of its source page', () => {
  const zhPage = path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/current/guide/index.mdx');
  expect(resolveDemoFile(zhPage, './demos/Greeting.tsx', site, exists)).toBe(path.join(site, 'docs/guide/demos/Greeting.tsx'));
  expect(sourceContentDir(site, 'docusaurus-plugin-content-docs-material', 'current')).toBe(path.join(site, 'docs-material'));
  expect(sourceContentDir(site, 'docusaurus-plugin-content-docs', 'version-7.x')).toBe(path.join(site, 'versioned_docs/version-7.x'));
});

test('a missing demo file is a clear error', () => {
  expect(() => resolveDemoFile(path.join(site, 'docs/guide/index.mdx'), './demos/Nope.tsx', site, exists)).toThrow(
    /Demo file "\.\/demos\/Nope\.tsx" not found/,
  );
});

test('styling variants are the siblings that exist, default first', () => {
  const variants = findStylingVariants(path.join(site, 'docs/guide/demos/Greeting.tsx'), exists);
  expect(variants.map((v) => [v.styling, path.basename(v.file)])).toEqual([
    ['system', 'Greeting.tsx'],
    ['css', 'Greeting.css.tsx'],
  ]);
  expect(() => demoNameOf('/x/Greeting.css.tsx')).toThrow(/default \(system\) variant/);
});

test('local modules keep their place under src/ in an exported project', () => {
  const demoDir = path.join(site, 'docs/guide/demos');
  expect(exportPathOf(path.join(site, 'src/demo-data/names.ts'), site, demoDir)).toBe('demo-data/names');
  expect(exportPathOf(path.join(demoDir, 'helpers.ts'), site, demoDir)).toBe('helpers');
  expect(() => exportPathOf('/elsewhere/x.ts', site, demoDir)).toThrow(/under src\//);
});
