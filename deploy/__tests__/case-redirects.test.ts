import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {builtPagePaths, caseIndex, caseRedirectTarget, caseRedirectsConf} from '../lib/case-redirects.cjs';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'case-redirects-'));
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), '<h1>page</h1>');
  };
  ['index.html', '404.html', 'x/react-charts/sankey.html', 'x/react-charts/index.html', 'zh/index.html', 'zh/404.html'].forEach(write);
  ['zh/x/react-charts/sankey.html', 'assets/js/main.html', '.hosting/summary.html', 'x/react-charts/sankey.md'].forEach(write);
});
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

test("a build's pages are its HTML files as URL paths, without its 404 pages, assets and hosting files", () => {
  expect(builtPagePaths(root)).toEqual(['/', '/x/react-charts', '/x/react-charts/sankey', '/zh', '/zh/x/react-charts/sankey']);
});

test('a path in other letter case names its page; the page itself and unknown paths name none', () => {
  const index = caseIndex(builtPagePaths(root));
  expect(caseRedirectTarget(index, '/X/React-Charts/Sankey')).toBe('/x/react-charts/sankey');
  expect(caseRedirectTarget(index, '/ZH/X/REACT-CHARTS/SANKEY')).toBe('/zh/x/react-charts/sankey');
  expect(caseRedirectTarget(index, '/ZH')).toBe('/zh');
  expect(caseRedirectTarget(index, '/x/react-charts/sankey')).toBeNull();
  expect(caseRedirectTarget(index, '/X/React-Charts/Nope')).toBeNull();
});

test('pages whose paths differ only in case have no one target and are left out', () => {
  const index = caseIndex(['/x/Guide', '/x/guide', '/x/other']);
  expect(caseRedirectTarget(index, '/X/GUIDE')).toBeNull();
  expect(caseRedirectTarget(index, '/X/Other')).toBe('/x/other');
});

test('the nginx map lists every page once, quoted, and refuses a path nginx.conf cannot hold', () => {
  const conf = caseRedirectsConf(caseIndex(['/', '/x/react-charts/sankey']));
  expect(conf.split('\n').filter((l) => !l.startsWith('#') && l)).toEqual([
    '"/" "/";',
    '"/x/react-charts/sankey" "/x/react-charts/sankey";',
  ]);
  expect(() => caseRedirectsConf(caseIndex(['/x/a b']))).toThrow('cannot be written into nginx.conf');
});
