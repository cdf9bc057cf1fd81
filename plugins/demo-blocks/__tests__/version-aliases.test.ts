import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkDemoBlocks from '../remark';
import {installedVersionFrom} from '../generate/build-demo';
import {versionAliasRules, type VersionAliasFs} from '../version-aliases';
import {VERSION_PACKAGE_ALIASES, VERSION_TSCONFIGS, docsVersionOfPath} from '../../../src/config/version-packages';

const repo = path.resolve(__dirname, '../../..');
const site = path.join(__dirname, 'fixtures/site');

type N = {type: string; name?: string; attributes?: {type: string; name?: string; value?: unknown}[]; children?: N[]; value?: string};
const demoTree = (file: string): N => ({
  type: 'root',
  children: [{type: 'mdxJsxFlowElement', name: 'Demo', attributes: [{type: 'mdxJsxAttribute', name: 'file', value: file}], children: []}],
});

async function generatedModule(mdxPath: string, file: string): Promise<{moduleFile: string; code: string}> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-blocks-versions-'));
  const tree = demoTree(file);
  await remarkDemoBlocks({
    siteDir: site,
    tailwindStylesheet: '/abs/tailwind-demos.css',
    outDir,
    context: {installedVersion: installedVersionFrom(repo)},
  })(tree as never, {path: mdxPath});
  const moduleFile = JSON.parse(/from (".*");/.exec(tree.children![0]!.value!)![1]!) as string;
  return {moduleFile: path.relative(outDir, moduleFile), code: fs.readFileSync(moduleFile, 'utf8')};
}

test('a v7 demo keeps the public package names in its source and pins the v7 versions its export installs', async () => {
  const {moduleFile, code} = await generatedModule(path.join(site, 'versioned_docs/version-7.x/guide/index.mdx'), './demos/PinnedGrid.tsx');
  // Written where the bundler resolves the public names to the v7 aliases.
  expect(moduleFile.startsWith(`version-7.x${path.sep}`)).toBe(true);
  const data = JSON.parse(/variants: \[\{\.\.\.(\{.*?\}), load:/.exec(code)![1]!) as {ts: string; dependencies: Record<string, string>};
  expect(data.ts).toContain("from '@mui/x-data-grid-pro'");
  expect(data.ts).not.toContain('-v7');
  const v7 = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/@mui/x-data-grid-pro-v7/package.json'), 'utf8')).version;
  expect(v7).toMatch(/^7\./);
  expect(data.dependencies['@mui/x-data-grid-pro']).toBe(v7);
  // The live editor's scope is keyed by the public name too (resolved like the demo's own import).
  expect(code).toContain('"@mui/x-data-grid-pro": () => import(');
});

test('a demo of one docs version cannot be shown on a page of another (it would run the wrong packages)', async () => {
  await expect(
    generatedModule(path.join(site, 'docs/guide/index.mdx'), '../../versioned_docs/version-7.x/guide/demos/PinnedGrid.tsx'),
  ).rejects.toThrow(/docs version/);
});

test('docs versions are read from a path, translated pages included', () => {
  expect(docsVersionOfPath('versioned_docs/version-7.x/react-charts/demos/Bars.tsx')).toBe('7.x');
  expect(docsVersionOfPath('i18n/zh/docusaurus-plugin-content-docs/version-7.x/react-charts/index.mdx')).toBe('7.x');
  expect(docsVersionOfPath('docs/react-charts/demos/Bars.tsx')).toBeNull();
  expect(docsVersionOfPath('i18n/zh/docusaurus-plugin-content-docs/current/react-charts/index.mdx')).toBeNull();
});

test('the installed v7 packages resolve each other and their nested dependencies to one copy each', () => {
  const [sources, packages] = versionAliasRules(repo, path.join(repo, '.docusaurus/demo-blocks'), VERSION_PACKAGE_ALIASES);
  expect(sources!.include).toEqual([
    path.join(repo, 'versioned_docs/version-7.x') + path.sep,
    path.join(repo, '.docusaurus/demo-blocks/version-7.x') + path.sep,
  ]);
  const alias = packages!.resolve.alias;
  const real = (pkg: string) => fs.realpathSync(path.join(repo, 'node_modules', pkg));
  expect(alias['@mui/x-data-grid']).toBe(real('@mui/x-data-grid-v7'));
  expect(alias['@mui/x-data-grid-pro']).toBe(real('@mui/x-data-grid-pro-v7'));
  // The Pro grid's own nested grid is not used: the v7 grid's contexts are one.
  expect(alias['@mui/x-data-grid']).not.toBe(real('@mui/x-data-grid-pro-v7/node_modules/@mui/x-data-grid'));
  for (const pkg of ['@mui/x-license', '@mui/x-internals']) {
    const version = JSON.parse(fs.readFileSync(path.join(alias[pkg]!, 'package.json'), 'utf8')).version;
    expect([pkg, version]).toEqual([pkg, expect.stringMatching(/^7\./)]);
  }
  expect(sources!.resolve.alias).toEqual(alias);
});

test("two versions of one nested package among a docs version's aliases fail the build", () => {
  const versions: Record<string, string> = {
    '/s/node_modules/a': '7.1.0',
    '/s/node_modules/b': '7.1.0',
    '/s/node_modules/a/node_modules/@mui/x-internals': '7.0.0',
    '/s/node_modules/b/node_modules/@mui/x-internals': '7.2.0',
  };
  const io: VersionAliasFs = {
    realpath: (p) => p,
    exists: (p) => p in versions || p.endsWith('@mui'),
    readdir: () => ['x-internals'],
    version: (dir) => versions[dir]!,
  };
  expect(() => versionAliasRules('/s', '/s/.docusaurus/demo-blocks', {'7.x': {'@mui/x-a': 'a', '@mui/x-b': 'b'}}, io)).toThrow(
    /x-internals 7\.2\.0/,
  );
});

test("each version's type-check project maps the same public names to the same aliases", () => {
  for (const [version, aliases] of Object.entries(VERSION_PACKAGE_ALIASES)) {
    const tsconfig = JSON.parse(fs.readFileSync(path.join(repo, VERSION_TSCONFIGS[version]!), 'utf8'));
    const paths = tsconfig.compilerOptions.paths as Record<string, string[]>;
    for (const [publicName, alias] of Object.entries(aliases)) {
      expect([publicName, paths[publicName]]).toEqual([publicName, [`./node_modules/${alias}`]]);
      expect([publicName, paths[`${publicName}/*`]]).toEqual([publicName, [`./node_modules/${alias}/*`]]);
    }
    const mapped = Object.keys(paths).filter((p) => p.startsWith('@mui/x-') && !p.endsWith('/*'));
    expect(mapped.sort()).toEqual(Object.keys(aliases).sort());
  }
});
