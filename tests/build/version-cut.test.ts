/**
 * A maintainer cuts a version with one command. This cuts one in a temporary copy of the site: the
 * switcher must list it, its translations must exist, and Docusaurus must load the copy with the new
 * version's pages routed in both locales (tests/build/site-routes.mjs: config, docs, versions,
 * sidebars and translations as the build reads them, ~10 s a locale). The frozen pages are copies
 * of the docs the main build compiles and renders (only the version in their paths differs), so
 * `npm test` stops there; `npm run test:build:all` also builds the copy in English (~4-8 minutes
 * here, once ~15 with both locales), the check to run before a release.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES} from '@site/src/config/site';
import {copySite, listFiles} from './site-copy';

const FULL = process.env.PORTAL_BUILD_TESTS_FULL === '1';

/** The route paths Docusaurus loads for the site in `dir` in one locale. */
function routesOf(dir: string, locale: string): string[] {
  const out = path.join(dir, `routes-${locale}.json`);
  const run = spawnSync(process.execPath, [path.join(__dirname, 'site-routes.mjs'), locale, out], {cwd: dir, encoding: 'utf8'});
  if (run.status !== 0) console.error(run.stdout.slice(-3000), run.stderr.slice(-3000));
  expect(run.status).toBe(0);
  return JSON.parse(fs.readFileSync(out, 'utf8')) as string[];
}

test(`npm run version:cut -- 8.x cuts, updates the switcher and translations, and the site loads it${FULL ? ' and builds' : ''}`, () => {
  const dir = copySite('portal-version-cut-');

  const cut = spawnSync('npm', ['run', 'version:cut', '--', '8.x'], {cwd: dir, encoding: 'utf8'});
  expect(cut.stderr + cut.stdout).toContain('Cut version 8.x');
  expect(cut.status).toBe(0);

  expect(JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['8.x', '7.x']);
  const switcher = JSON.parse(fs.readFileSync(path.join(dir, 'src/config/versions.json'), 'utf8'));
  expect(switcher.map((v: {name: string}) => v.name)).toEqual(['current', '8.x', '7.x']);
  expect(fs.existsSync(path.join(dir, 'versioned_docs/version-8.x/introduction/index.mdx'))).toBe(true);
  // The generated API pages are not versioned: the frozen sidebar must not link them.
  expect(fs.readFileSync(path.join(dir, 'versioned_sidebars/version-8.x-sidebars.json'), 'utf8')).not.toContain('/x/api/');
  const zhLabels = JSON.parse(fs.readFileSync(path.join(dir, 'i18n/zh/docusaurus-plugin-content-docs/version-8.x.json'), 'utf8'));
  expect(zhLabels['version.label'].message).toBe('v8');
  const zhDocs = (version: string) => path.join(dir, 'i18n/zh/docusaurus-plugin-content-docs', version);
  expect(listFiles(zhDocs('version-8.x'))).toEqual(listFiles(zhDocs('current')));
  expect(listFiles(zhDocs('current'))).toContain('introduction/index.mdx');

  // Every current page has its frozen twin in both locales (the API pages are not versioned).
  for (const locale of LOCALES) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const routes = new Set(routesOf(dir, locale));
    const current = [...routes].filter((r) => r.startsWith(`${prefix}/x/`) && !/^\/(zh\/)?x\/(api|7\.x|8\.x)(\/|$)/.test(r));
    expect(current.length).toBeGreaterThan(100);
    const missing = current.filter((r) => !routes.has(r.replace(`${prefix}/x/`, `${prefix}/x/8.x/`)));
    expect({locale, missing}).toEqual({locale, missing: []});
  }

  if (FULL) {
    const build = spawnSync('npx', ['docusaurus', 'build', '--locale', 'en'], {cwd: dir, encoding: 'utf8'});
    if (build.status !== 0) console.error(build.stdout.slice(-3000), build.stderr.slice(-3000));
    expect(build.status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'build/x/8.x/introduction.html'))).toBe(true);
  }
  fs.rmSync(dir, {recursive: true, force: true});
});
