/**
 * Where the version switcher sends a reader: the same page in the target version when it exists
 * there, else that version's landing of the same section, else its introduction. Never a 404.
 * External versions (v6, v5) are mapped by path onto their own host.
 */
import type {VersionEntry} from '../config/portal';
import {VERSIONED_SECTIONS} from '../config/products';
import {parsePortalPath, xPath, type ParsedPath} from './portal-paths';

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

export function versionLinks(
  pathname: string,
  versions: readonly VersionEntry[],
  /** Every doc path that exists, per in-portal version name (from the docs plugin's global data). */
  existingPaths: (versionName: string) => ReadonlySet<string>,
): VersionLink[] {
  const parsed = parsePortalPath(pathname, inPortalPrefixes(versions));
  return versions.map((v) => {
    if (v.kind === 'external') {
      const rest = parsed.rest ? `${parsed.rest}/` : 'introduction/';
      return {name: v.name, label: v.label, href: `${v.host}/x/${rest}`, external: true, active: false};
    }
    const exists = existingPaths(v.name);
    // Docs paths in global data carry no locale prefix: compare without it, link with it.
    const candidates = [parsed.rest, parsed.section, 'introduction'].filter(Boolean);
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
