/**
 * Where the version switcher sends a reader: the same page in the target version when it exists
 * there, else its nearest existing ancestor (the product landing), else that version's
 * introduction; always in the reader's language. Never a 404. External versions (v6, v5) live
 * on their own host, in English: a page links there only when `EXTERNAL_VERSION_CONTENT` lists it
 * for that version, else its product's landing when the version had the product, else the
 * version's introduction.
 */
import type {VersionEntry} from '../config/portal';
import {EXTERNAL_VERSION_CONTENT, type ExternalVersionContent} from '../config/external-versions';
import {VERSIONED_SECTIONS} from '../config/products';
import {parsePortalPath, xPath, type ParsedPath} from './portal-paths';

/**
 * A doc path as the docs plugin's global data gives it (`/zh/x/react-charts/`: locale prefix in a
 * localised build, trailing slash on a category's index page) as the switcher compares paths:
 * `/x/react-charts`.
 */
export function normalizeDocPath(path: string): string {
  const parsed = parsePortalPath(path, []);
  return parsed.isX ? xPath('', '', parsed.rest) : path.replace(/\/+$/, '') || '/';
}

/** The doc paths of each in-portal version, from the docs plugin's global data, normalised. */
export function docPathsByVersion(versions: readonly {name: string; docs: readonly {path: string}[]}[]): Map<string, Set<string>> {
  return new Map(versions.map((v) => [v.name, new Set(v.docs.map((d) => normalizeDocPath(d.path)))]));
}

/** `react-data-grid/editing/cell` -> itself, `react-data-grid/editing`, `react-data-grid`. */
function selfAndAncestors(rest: string): string[] {
  const parts = rest.split('/').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('/'));
}

export interface VersionLink {
  name: string;
  label: string;
  href: string;
  external: boolean;
  active: boolean;
}

export function inPortalPrefixes(versions: readonly VersionEntry[]): string[] {
  return versions.flatMap((v) => (v.kind === 'in-portal' && v.pathPrefix ? [v.pathPrefix] : []));
}

/** The switcher is shown on the introduction and the product sections only. */
export function showsVersionSwitcher(parsed: ParsedPath): boolean {
  return parsed.isX && VERSIONED_SECTIONS.includes(parsed.section);
}

/**
 * The path under `/x/` of an external version's page for `rest` (a path under `/x`, without
 * locale or version): the page when the version has it, else its product's landing, else the
 * version's introduction. Ends in a slash, as those sites' URLs do.
 */
export function externalRest(rest: string, content: ExternalVersionContent | undefined): string {
  const [section = '', ...page] = rest.split('/').filter(Boolean);
  const pages = content?.products[section];
  if (!pages) return 'introduction/';
  const sub = page.join('/');
  return pages.includes(sub) ? `${[section, sub].filter(Boolean).join('/')}/` : `${section}/`;
}

export function versionLinks(
  pathname: string,
  versions: readonly VersionEntry[],
  /** Every doc path that exists, per in-portal version name, normalised (docPathsByVersion). */
  existingPaths: (versionName: string) => ReadonlySet<string>,
  externalContent: Readonly<Record<string, ExternalVersionContent>> = EXTERNAL_VERSION_CONTENT,
): VersionLink[] {
  const parsed = parsePortalPath(pathname, inPortalPrefixes(versions));
  return versions.map((v) => {
    if (v.kind === 'external') {
      const href = `${v.host}/x/${externalRest(parsed.rest, externalContent[v.name])}`;
      return {name: v.name, label: v.label, href, external: true, active: false};
    }
    const exists = existingPaths(v.name);
    // Compare without the locale prefix (the paths are normalised), link with it.
    const candidates = [...selfAndAncestors(parsed.rest), 'introduction'];
    const found = candidates.find((rest) => exists.has(xPath('', v.pathPrefix, rest))) ?? 'introduction';
    return {
      name: v.name,
      label: v.label,
      href: xPath(parsed.localePrefix, v.pathPrefix, found),
      external: false,
      active: v.pathPrefix === parsed.versionPrefix,
    };
  });
}
