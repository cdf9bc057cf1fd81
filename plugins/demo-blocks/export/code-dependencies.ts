/**
 * The dependencies of an exported demo, derived from the code being exported (an edited demo may
 * import what the original did not). Versions come from what the build pinned for this demo, the
 * date libraries' pins and the MUI X release; a package none of those knows gets `latest`, which
 * project.ts explains in package.json. An adapter the map does not know throws
 * UNKNOWN_ADAPTER_MESSAGE, which the export menu shows to the reader.
 */
import {libraryVersionOverrides, packagesFor, PINNED_DATE_LIBRARY_VERSIONS} from '../dependency-rules';

/** The version an exported package.json gives a package the portal cannot pin. */
export const UNPINNED_VERSION = 'latest';

export interface VersionSources {
  /** Every variant's build-time dependencies (pinned to the portal's installed versions). */
  variantDependencies: Record<string, string>[];
}

/** package -> version for every package this demo's data can pin. */
export function knownVersionsOf({variantDependencies}: VersionSources): Record<string, string> {
  return Object.assign({}, PINNED_DATE_LIBRARY_VERSIONS, ...variantDependencies) as Record<string, string>;
}

/** `@mui/x-date-pickers-pro` -> `@mui/x-date-pickers`: a product's plans are released with one version. */
const productOf = (pkg: string) => pkg.replace(/-(pro|premium)$/, '');

/**
 * MUI X packages are released together: an unknown `@mui/x-*` takes the version of a known one of
 * its product first (a v7 demo's pickers are 7.29.4 while its grid is 7.29.13), else of any.
 */
function versionOf(pkg: string, known: Record<string, string>): string {
  if (known[pkg]) return known[pkg]!;
  if (pkg.startsWith('@mui/x-')) {
    const names = Object.keys(known).filter((name) => name.startsWith('@mui/x-'));
    const sibling = names.find((name) => productOf(name) === productOf(pkg)) ?? names[0];
    if (sibling) return known[sibling]!;
  }
  return UNPINNED_VERSION;
}

/** Dependencies of code whose import specifiers are `specifiers` (the demo and its local modules). */
export function dependenciesForSpecifiers(specifiers: readonly string[], known: Record<string, string>): Record<string, string> {
  const overrides = libraryVersionOverrides(specifiers);
  return Object.fromEntries(packagesFor(specifiers).map((pkg) => [pkg, overrides[pkg] ?? versionOf(pkg, known)]));
}
