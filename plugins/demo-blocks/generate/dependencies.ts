/**
 * npm dependencies of a demo at build time: one per imported package, versions pinned to what the
 * portal has installed, plus the peers a fresh project needs, plus the date library behind a
 * pickers adapter (`AdapterDayjs` -> `dayjs`, at the version package.json pins). An adapter we cannot
 * map fails loudly; the rules themselves live in ../dependency-rules.ts, which the browser
 * shares for edited demos.
 */
import {libraryVersionOverrides, packagesFor, PINNED_DATE_LIBRARY_VERSIONS} from '../dependency-rules';

export {
  UNKNOWN_ADAPTER_MESSAGE,
  DATE_ADAPTER_PACKAGES,
  ADAPTER_LIBRARY_VERSIONS,
  PINNED_DATE_LIBRARY_VERSIONS,
  adapterPackageFor,
} from '../dependency-rules';

export type VersionLookup = (packageName: string) => string | undefined;

export function resolveDependencies(specifiers: string[], installedVersion: VersionLookup): Record<string, string> {
  const overrides = libraryVersionOverrides(specifiers);
  const dependencies: Record<string, string> = {};
  for (const pkg of packagesFor(specifiers)) {
    const version = overrides[pkg] ?? installedVersion(pkg) ?? PINNED_DATE_LIBRARY_VERSIONS[pkg];
    if (!version) {
      throw new Error(`A demo imports '${pkg}', which the portal does not have installed: add it to package.json.`);
    }
    dependencies[pkg] = version;
  }
  return dependencies;
}
