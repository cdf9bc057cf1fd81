/**
 * A translation turns stale when its English page changes, and the built Chinese page says so.
 * In `npm test` the built site shows the other states: a translated page opens without a notice
 * and an untranslated one with the "missing" notice (checked here on the build's HTML). The full
 * run (`npm run test:build:all`) also edits an English page in a copy of the site, builds the
 * copy's Chinese pages and finds the "stale" notice with the date of the change on that page.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {copySite, SITE} from './site-copy';
import {translationStatus} from '../../plugins/translation-status/report';

const FULL = process.env.PORTAL_BUILD_TESTS_FULL === '1';
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE, 'build'));
const PAGE = 'react-data-grid/sorting';

/** A built page (minified: attribute quotes may be dropped): `route.html` (the site has no trailing slashes), or `route/index.html` for a section index. */
function html(dir: string, route: string): string {
  const file = fs.existsSync(path.join(dir, `${route}.html`)) ? path.join(dir, `${route}.html`) : path.join(dir, route, 'index.html');
  return fs.readFileSync(file, 'utf8');
}

test('the build shows no notice on a translated zh page and the "missing" notice on an untranslated one', () => {
  const status = translationStatus(SITE, 'zh');
  const translated = status.pages.find((p) => p.source === `docs/${PAGE}.mdx`);
  expect(translated?.state).toBe('translated');
  expect(html(BUILD_DIR, `zh/x/${PAGE}`)).not.toContain('data-translation-notice');
  const missing = status.pages.find((p) => p.state === 'missing' && p.source.startsWith('docs/react-data-grid/'))!;
  const route = `zh/x/${missing.source.replace(/^docs\//, '').replace(/(\/index)?\.mdx$/, '')}`;
  expect(html(BUILD_DIR, route)).toMatch(/data-translation-notice="?missing"?[^>]*>[\s\S]*?此页还没有中文翻译/);
});

(FULL ? test : test.skip)('editing an English page makes its built zh page say the translation is behind, with the date', () => {
  const dir = copySite('portal-translation-notice-');
  try {
    const source = path.join(dir, 'docs', `${PAGE}.mdx`);
    fs.appendFileSync(source, '\nA sentence the translation does not have yet.\n');
    const out = path.join(dir, 'build-zh');
    const build = spawnSync('npx', ['docusaurus', 'build', '--locale', 'zh', '--out-dir', out], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    });
    if (build.status !== 0) console.error(build.stdout.slice(-3000), build.stderr.slice(-3000));
    expect(build.status).toBe(0);
    // The copy is not a git checkout: the change is dated by the file, i.e. today.
    const today = new Date().toISOString().slice(0, 10);
    expect(html(out, `x/${PAGE}`)).toMatch(new RegExp(`data-translation-notice="?stale"?[\\s\\S]*?<time datetime="?${today}"?>`));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
