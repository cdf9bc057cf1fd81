/**
 * The changelog page (/discover-more/changelog) shows the installed packages' own CHANGELOG.md:
 * for each source, the releases of the installed major, newest first, starting at the installed
 * version, with the entries' text. Read here from the files directly (not through the plugin's
 * parser), against the built page. Run against a build (PORTAL_BUILD_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {builtPage, SITE_DIR, withAttr} from './built-pages';
import {CHANGELOG_SOURCES} from '@site/src/config/changelog';

function installed(packageName: string): {version: string; changelog: string} {
  const dir = path.join(SITE_DIR, 'node_modules', ...packageName.split('/'));
  const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  return {version, changelog: fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')};
}

/** Stable `## x.y.z` headings of one major, newest first, not above `version`. */
function stableVersions(changelog: string, version: string): string[] {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return [...changelog.matchAll(/^## v?(\d+)\.(\d+)\.(\d+)\s*$/gm)]
    .map((m) => [Number(m[1]), Number(m[2]), Number(m[3])] as const)
    .filter(([a, b, c]) => a === major && (b < minor || (b === minor && c <= patch)))
    .map((v) => v.join('.'));
}

/** The first `- ` item of a release section as plain text: markdown links and code marks removed. */
function firstItem(changelog: string, version: string): string {
  const start = changelog.search(new RegExp(`^## v?${version.replace(/\./g, '\\.')}\\s*$`, 'm'));
  const section = changelog.slice(start).split(/\n## /)[0]!;
  const line = section.split('\n').find((l) => /^- /.test(l))!;
  return line
    .slice(2)
    .replace(/\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*/g, '')
    .trim();
}

const doc = parseDocument(builtPage('/discover-more/changelog'));

describe.each(CHANGELOG_SOURCES.map((s) => [s.id, s.packageName] as const))('%s changelog (%s)', (id, packageName) => {
  const {version, changelog} = installed(packageName);
  const [section] = withAttr(doc.children, 'data-changelog', id);

  test('the page has this source', () => expect(section).toBeDefined());

  test('lists the installed major line, newest first, starting at the installed version', () => {
    const shown = withAttr(section!, 'data-release').map((el) => el.attribs['data-release']);
    expect(shown[0]).toBe(version);
    expect(shown).toEqual(stableVersions(changelog, version));
  });

  test("shows the newest release's first entry as the file writes it", () => {
    const newest = DomUtils.textContent(withAttr(section!, 'data-release', version)).replace(/\s+/g, ' ');
    expect(newest).toContain(firstItem(changelog, version).replace(/\s+/g, ' '));
  });

  test('links components named in entries to API pages', () => {
    const hrefs = withAttr(section!, 'href').map((el) => el.attribs.href!);
    expect(hrefs.some((href) => /^\/(x\/)?api\//.test(href))).toBe(true);
  });
});
