/**
 * The version switcher of every built page of the current MUI X docs (both locales) offers each
 * in-portal version (7.x) at a page that exists in the build: the same page where that version has
 * it, else the nearest page above it (the product's landing), never a 404. It reads the switcher's
 * links from the static HTML, so it follows whatever pages the kept version holds today.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {VERSIONS} from '@site/src/config/portal';
import {VERSIONED_SECTIONS} from '@site/src/config/products';
import {parsePortalPath} from '@site/src/lib/portal-paths';
import {inPortalPrefixes} from '@site/src/lib/version-switch';
import {builtPages, targetOf} from '../lib/built-site';
import {withAttr} from './built-pages';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
const KEPT = VERSIONS.flatMap((v) => (v.kind === 'in-portal' && v.pathPrefix !== '' ? [v] : []));
const prefixes = inPortalPrefixes(VERSIONS);

test('from every page of the current MUI X docs, each kept version links to a built page of that version', () => {
  expect(KEPT.length).toBeGreaterThan(0);
  const current = builtPages(BUILD_DIR).filter((page) => {
    const parsed = parsePortalPath(page.pathname, prefixes);
    // API pages have no switcher; 404 pages answer every path.
    return parsed.isX && parsed.versionPrefix === '' && VERSIONED_SECTIONS.includes(parsed.section) && !/\/api\//.test(page.pathname);
  });
  expect(current.length).toBeGreaterThan(100);
  const problems: string[] = [];
  const sameOrLanding = {same: 0, above: 0};
  for (const page of current) {
    const document = parseDocument(fs.readFileSync(page.file, 'utf8'));
    for (const version of KEPT) {
      const links = withAttr(document, 'data-version', version.name).map((el) => el.attribs.href ?? '');
      if (links.length === 0) {
        problems.push(`${page.pathname}: no link to ${version.label}`);
        continue;
      }
      for (const href of new Set(links)) {
        const target = parsePortalPath(href, prefixes);
        if (target.versionPrefix !== version.pathPrefix)
          problems.push(`${page.pathname}: ${version.label} link ${href} leaves the version`);
        else if (targetOf(BUILD_DIR, href) !== 'page') problems.push(`${page.pathname}: ${version.label} link ${href} is not a built page`);
        else if (target.rest === parsePortalPath(page.pathname, prefixes).rest) sameOrLanding.same++;
        else sameOrLanding.above++;
      }
    }
  }
  expect(problems).toEqual([]);
  console.log(
    `version switcher: ${current.length} pages; kept version's own twin ${sameOrLanding.same}, a page above it ${sameOrLanding.above}`,
  );
});

test('every page of a kept version says, in its language, that a newer major exists, and links to a built page of it', () => {
  const newest = VERSIONS.find((v) => v.kind === 'in-portal')!;
  const kept = builtPages(BUILD_DIR).filter((page) => {
    const parsed = parsePortalPath(page.pathname, prefixes);
    return parsed.isX && parsed.versionPrefix !== '' && !/\/api\//.test(page.pathname);
  });
  expect(kept.length).toBeGreaterThan(4);
  const problems = kept.flatMap((page) => {
    const document = parseDocument(fs.readFileSync(page.file, 'utf8'));
    const [notice] = withAttr(document, 'data-version-notice');
    if (!notice) return [`${page.pathname}: no notice`];
    const text = DomUtils.textContent(notice);
    const href = withAttr(notice, 'data-version-notice-link')[0]?.attribs.href ?? '';
    const target = parsePortalPath(href, prefixes);
    return [
      ...(text.includes(newest.label) ? [] : [`${page.pathname}: notice does not name ${newest.label}`]),
      ...(page.locale === 'zh' && !/\p{Script=Han}/u.test(text) ? [`${page.pathname}: notice not in Chinese`] : []),
      ...(target.versionPrefix === '' && targetOf(BUILD_DIR, href) === 'page' ? [] : [`${page.pathname}: notice links to ${href}`]),
      ...(target.localePrefix === parsePortalPath(page.pathname, prefixes).localePrefix
        ? []
        : [`${page.pathname}: notice leaves the locale`]),
    ];
  });
  expect(problems).toEqual([]);
});
