/**
 * The API pages a docs page's demos lead to: every documented component a demo imports from a
 * section's packages, once, sorted by name. Pure: the remark plugin (remark-api-section.ts) and the
 * build test of cross-links read the same answer.
 */
import type {ApiIndexEntry, ApiSection} from './model';
import {documentedNames, sectionOfModule} from './demos';

export interface ApiLink {
  name: string;
  /** Site-relative, without locale: `/api/button`. */
  path: string;
}

/** `imports` of every demo on the page -> links to the API pages of `section` they name. */
export function apiLinksOfImports(
  imports: readonly {specifier: string; names: readonly string[]}[],
  pages: readonly ApiIndexEntry[],
  section: ApiSection,
): ApiLink[] {
  const byName = new Map(pages.filter((p) => p.section === section && p.kind === 'component').map((p) => [p.name, p.path]));
  const found = new Map<string, string>();
  for (const {specifier, names} of imports) {
    if (sectionOfModule(specifier) !== section) continue;
    for (const name of documentedNames(specifier, [...names])) {
      const target = byName.get(name);
      if (target) found.set(name, target);
    }
  }
  return [...found].map(([name, path]) => ({name, path})).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
