/**
 * The worker bundle itself: built from sw-entry.ts over a tiny site, every build-time value is in
 * place (a name left unreplaced makes the worker throw when it starts: no worker at all).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildServiceWorker, unreplacedBuildValues} from '../build-sw';
import {SW_URL} from '../registration';
import {offlineMessages} from '../offline-page';

test('unreplacedBuildValues names what the replace step missed', () => {
  expect(unreplacedBuildValues('const a=self.__PORTAL_SHELL_ASSETS.map(f);b(self.__WB_MANIFEST)')).toEqual([
    '__PORTAL_SHELL_ASSETS',
    '__WB_MANIFEST',
  ]);
  expect(unreplacedBuildValues('const a=["/assets/js/main.1.js"].map(f)')).toEqual([]);
});

test('the built worker carries the shell, the precache list and every locale’s offline strings', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-'));
  try {
    for (const file of [
      '404.html',
      'manifest.json',
      'img/logo.svg',
      'img/favicon.svg',
      'img/icons/icon-192.png',
      'assets/js/runtime~main.abc123.js',
      'assets/js/main.def456.js',
      'assets/css/styles.0a1b2c.css',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), `/* ${file} */`);
    }
    const zh = {locale: 'zh', htmlLang: 'zh-CN', prefix: '/zh', messages: {...offlineMessages(), heading: '此页面需要网络连接'}};
    const result = await buildServiceWorker(dir, {
      minify: false,
      offline: {locales: [{locale: 'en', htmlLang: 'en', prefix: '', messages: offlineMessages()}, zh]},
    });
    // Written where the page registers it.
    const code = fs.readFileSync(path.join(dir, SW_URL), 'utf8');
    expect(unreplacedBuildValues(code)).toEqual([]);
    expect(result.shellAssets).toEqual(['/assets/css/styles.0a1b2c.css', '/assets/js/main.def456.js', '/assets/js/runtime~main.abc123.js']);
    expect(code).toContain('"/assets/js/main.def456.js"');
    expect(code).toContain('此页面需要网络连接');
    expect(code).toContain('/404.html');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 60_000);
