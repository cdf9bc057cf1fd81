import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {coreClientFile, evictCacheWith, replaceModule} from '..';

describe('replaceModule', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-aliases-'));
  const file = path.join(dir, 'lib', 'emojiUtils');
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(`${file}.js`, 'export {};');
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('maps the module under both names the resolver asks for, to the file beside the plugin', () => {
    const pluginDir = path.join(dir, 'plugins', 'leading-emoji');
    const target = path.join(pluginDir, 'leading-emoji.ts');
    expect(replaceModule(file, 'leading-emoji.ts', 'check it', pluginDir)).toEqual({[file]: target, [`${file}.js`]: target});
  });

  it('fails the build, naming the plugin and what to compare, when the module is gone', () => {
    expect(() =>
      replaceModule(path.join(dir, 'lib', 'gone'), 'x.ts', "compare x.ts with core's", path.join(dir, 'plugins', 'route-memo')),
    ).toThrow(/^route-memo: .*gone\.js is gone; compare x\.ts with core's after the Docusaurus upgrade$/);
  });
});

test("coreClientFile names a module of core's installed browser runtime", () => {
  for (const name of ['PendingNavigation', 'docusaurus']) expect(fs.existsSync(`${coreClientFile(name)}.js`)).toBe(true);
});

test("evictCacheWith adds the aliases' file to the build dependencies of either bundler's persistent cache", () => {
  const rspack = {experiments: {cache: {buildDependencies: ['a.js']}}};
  const webpack = {cache: {buildDependencies: {config: ['b.js']}}};
  evictCacheWith(rspack, '/p/index.ts');
  evictCacheWith(webpack, '/p/index.ts');
  expect(rspack.experiments.cache.buildDependencies).toEqual(['a.js', '/p/index.ts']);
  expect(webpack.cache.buildDependencies.config).toEqual(['b.js', '/p/index.ts']);
  // Without a persistent cache there is nothing to evict, and nothing breaks.
  expect(() => evictCacheWith({}, '/p/index.ts')).not.toThrow();
});
