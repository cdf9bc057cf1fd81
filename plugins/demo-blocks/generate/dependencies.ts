/**
 * npm dependencies of an exported demo: one per imported package, versions pinned to what the
 * portal has installed, plus the peers a fresh project needs, plus the date library behind a
 * pickers adapter (`AdapterDayjs` -> `dayjs`, at the version package.json pins). An adapter we cannot
 * map fails loudly (SPEC §8).
 */
import {packageNameOf, isBareSpecifier} from './imports';

export const UNKNOWN_ADAPTER_MESSAGE = "Can't determine required npm package for adapter";

/**
 * The adapters of @mui/x-date-pickers 8 and the date library each one needs. The library's version
 * is the one the portal pins in package.json (every library here is installed, and the adapter demos
 * run on it), except for the adapters written for an older major of their library (below).
 */
export const DATE_ADAPTER_PACKAGES: Record<string, string> = {
  AdapterDayjs: 'dayjs',
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV2: 'date-fns',
  AdapterDateFnsBase: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDateFnsJalaliV2: 'date-fns-jalali',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

/**
 * `AdapterDateFnsV2` and `AdapterDateFnsJalaliV2` refuse anything but v2 of their library at run
 * time ("This adapter is only compatible with `date-fns` v2.x"), so a project exported with them
 * gets the last v2 release instead of the v4 the portal installs. Both are inside the peer ranges
 * @mui/x-date-pickers 8.15.0 declares.
 */
export const ADAPTER_LIBRARY_VERSIONS: Record<string, string> = {
  AdapterDateFnsV2: '2.30.0',
  AdapterDateFnsJalaliV2: '2.30.0-0',
};

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[A-Za-z0-9]*)$/;

/** The adapter an import names (`AdapterLuxon`), `null` when the import is not an adapter. */
function adapterOf(specifier: string): string | null {
  return ADAPTER_IMPORT.exec(specifier)?.[1] ?? null;
}

/** The date library an adapter import needs, `null` when the import is not an adapter. */
export function adapterPackageFor(specifier: string): string | null {
  const adapter = adapterOf(specifier);
  if (!adapter) return null;
  const pkg = DATE_ADAPTER_PACKAGES[adapter];
  if (!pkg) throw new Error(`${UNKNOWN_ADAPTER_MESSAGE}: ${adapter} (imported as '${specifier}')`);
  return pkg;
}

/** Packages every exported React + MUI project needs besides what the demo imports. */
function peersFor(packages: Set<string>): string[] {
  const peers = ['react', 'react-dom'];
  if ([...packages].some((p) => p.startsWith('@mui/'))) peers.push('@mui/material', '@emotion/react', '@emotion/styled');
  return peers;
}

export type VersionLookup = (packageName: string) => string | undefined;

export function resolveDependencies(specifiers: string[], installedVersion: VersionLookup): Record<string, string> {
  const packages = new Set<string>();
  const overrides: Record<string, string> = {};
  for (const specifier of specifiers) {
    if (!isBareSpecifier(specifier)) continue;
    packages.add(packageNameOf(specifier));
    const adapterPackage = adapterPackageFor(specifier);
    if (!adapterPackage) continue;
    packages.add(adapterPackage);
    const olderMajor = ADAPTER_LIBRARY_VERSIONS[adapterOf(specifier)!];
    if (olderMajor) overrides[adapterPackage] = olderMajor;
  }
  for (const peer of peersFor(packages)) packages.add(peer);

  const dependencies: Record<string, string> = {};
  for (const pkg of [...packages].sort()) {
    const version = overrides[pkg] ?? installedVersion(pkg);
    if (!version) {
      throw new Error(`A demo imports '${pkg}', which the portal does not have installed: add it to package.json.`);
    }
    dependencies[pkg] = version;
  }
  return dependencies;
}
