/**
 * Turns the portal's version list (src/config/portal.ts) into the rows of the /versions table:
 * which label, which status, and where its introduction lives. Kept free of React so the
 * link rules are unit-tested.
 */
import type {VersionEntry} from '@site/src/config/portal';
import {X_BASE} from '@site/src/config/site';

/** Page every version link opens: the MUI X introduction of that version. */
export const VERSION_LANDING_PATH = `${X_BASE.slice(1)}/introduction`;

export type VersionStatus = 'current' | 'in-portal' | 'external';

export interface VersionRow {
  name: string;
  label: string;
  status: VersionStatus;
  /** Site-relative path (starts with '/') for versions in this portal, absolute URL otherwise. */
  href: string;
  external: boolean;
}

/** Strips a trailing slash and refuses hosts a reader could not open (clear message, no silent link). */
export function normalizeHost(name: string, host: string): string {
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`Version ${name}: host "${host}" is not an absolute URL (expected e.g. https://v6.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Version ${name}: host "${host}" must use http or https`);
  }
  return host.replace(/\/+$/, '');
}

/** Where the introduction of one version lives. */
export function versionHref(version: VersionEntry): string {
  if (version.kind === 'external') {
    return `${normalizeHost(version.name, version.host)}/${VERSION_LANDING_PATH}/`;
  }
  const prefix = version.pathPrefix.replace(/^\/+|\/+$/g, '');
  return prefix ? `${X_BASE}/${prefix}/introduction` : `/${VERSION_LANDING_PATH}`;
}

/**
 * One row per version, in the configured order (newest first). The in-portal version without a
 * path prefix is the current one; exactly one must exist.
 */
export function versionRows(versions: readonly VersionEntry[]): VersionRow[] {
  const currents = versions.filter((v) => v.kind === 'in-portal' && v.pathPrefix === '');
  if (currents.length !== 1) {
    throw new Error(`Expected exactly one current version (in-portal, empty pathPrefix), found ${currents.length}`);
  }
  return versions.map((v) => ({
    name: v.name,
    label: v.label,
    status: v.kind === 'external' ? 'external' : v.pathPrefix === '' ? 'current' : 'in-portal',
    href: versionHref(v),
    external: v.kind === 'external',
  }));
}
