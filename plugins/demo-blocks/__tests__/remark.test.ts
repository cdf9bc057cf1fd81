import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkDemoBlocks, {DEFAULT_DEMO_HEIGHT_PX} from '../remark';
import {installedVersionFrom} from '../generate/build-demo';

const site = path.join(__dirname, 'fixtures/site');
const options = {
  siteDir: site,
  tailwindStylesheet: '/abs/tailwind-demos.css',
  outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'demo-blocks-')),
  context: {installedVersion: installedVersionFrom(path.resolve(__dirname, '../../..'))},
};

type Attr = {type: string; name?: string; value?: unknown};
type N = {type: string; name?: string; attributes?: Attr[]; children?: N[]; value?: string; data?: {estree?: unknown}};

function demoNode(attributes: Attr[]): N {
  return {type: 'mdxJsxFlowElement', name: 'Demo', attributes, children: []};
}
const fileAttr = (value: string): Attr => ({type: 'mdxJsxAttribute', name: 'file', value});
const heightAttr = (value: string): Attr => ({
  type: 'mdxJsxAttribute',
  name: 'height',
  value: {type: 'mdxJsxAttributeValueExpression', value},
});

async function run(tree: N, mdxPath = path.join(site, 'docs/guide/index.mdx')) {
  await remarkDemoBlocks(options)(tree as never, {path: mdxPath});
  return tree;
}

test('<Demo file> becomes <DemoBlock demo={...}> and the page imports the theme component', async () => {
  const tree = await run({
    type: 'root',
    children: [{type: 'paragraph', children: []}, demoNode([fileAttr('./demos/Greeting.tsx'), heightAttr('240')])],
  });
  const [esm, , block] = tree.children!;
  expect(esm!.type).toBe('mdxjsEsm');
  const [importBlock, importModule] = esm!.value!.split('\n');
  expect(importBlock).toBe("import DemoBlock from '@theme/DemoBlock';");
  expect(esm!.data?.estree).toMatchObject({type: 'Program', body: [{type: 'ImportDeclaration'}, {type: 'ImportDeclaration'}]});
  expect(block!.name).toBe('DemoBlock');
  const attr = block!.attributes![0]! as {name: string; value: {value: string; data: {estree: {body: {expression: unknown}[]}}}};
  expect(attr.name).toBe('demo');
  expect(attr.value.value).toBe('__demo0_Greeting');
  expect(attr.value.data.estree.body[0]!.expression).toMatchObject({type: 'Identifier', name: '__demo0_Greeting'});
  // The demo's data is a generated module beside Docusaurus's own generated files.
  const moduleFile = JSON.parse(importModule!.replace(/^import __demo0_Greeting from /, '').replace(/;$/, ''));
  expect(moduleFile.startsWith(options.outDir)).toBe(true);
  const code = fs.readFileSync(moduleFile, 'utf8');
  expect(code).toContain('name: "Greeting"');
  expect(code).toContain('heightPx: 240');
  // One lazy chunk per variant; the live scope is lazy too.
  // One named lazy chunk per variant; the live scope is lazy too.
  expect(code).toContain(
    `load: () => import(/* webpackChunkName: "demo-Greeting" */ ${JSON.stringify(path.join(site, 'docs/guide/demos/Greeting.tsx'))})`,
  );
  expect(code).toContain('"@mui/material/Button": () => import(/* webpackChunkName: "demo-Greeting" */ "@mui/material/Button")');
  expect(code).toContain('load: () => import(/* webpackChunkName: "demo-Greeting_css" */');
});

test('a page without demos is untouched', async () => {
  const tree: N = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Demo'}]}]};
  const before = JSON.stringify(tree);
  await run(tree);
  expect(JSON.stringify(tree)).toBe(before);
});

test('a translated page uses the demos of its source page, with the default height', async () => {
  const tree = await run(
    {type: 'root', children: [demoNode([fileAttr('./demos/Greeting.tsx')])]},
    path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/current/guide/index.mdx'),
  );
  const moduleFile = JSON.parse(
    (tree.children![0]!.value as string)
      .split('\n')[1]!
      .replace(/^import \w+ from /, '')
      .replace(/;$/, ''),
  );
  expect(fs.readFileSync(moduleFile, 'utf8')).toContain(`heightPx: ${DEFAULT_DEMO_HEIGHT_PX}`);
});

test.each([
  ['no file attribute', [heightAttr('200')], /needs a file attribute/],
  ['a bad height', [fileAttr('./demos/Greeting.tsx'), heightAttr('"tall"')], /height must be a positive number/],
  ['a missing file', [fileAttr('./demos/Missing.tsx')], /not found/],
])('%s fails the build with a clear message', async (_label, attributes, message) => {
  await expect(run({type: 'root', children: [demoNode(attributes)]})).rejects.toThrow(message);
});

test('two demos with one name on a page fail (their anchors would collide)', async () => {
  const tree = {type: 'root', children: [demoNode([fileAttr('./demos/Greeting.tsx')]), demoNode([fileAttr('./demos/Greeting.tsx')])]};
  await expect(run(tree)).rejects.toThrow(/Two demos named Greeting/);
});
