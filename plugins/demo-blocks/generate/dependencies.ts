/**
 * npm dependencies of an exported demo: one per imported package, versions pinned to what the
 * portal has installed, plus the peers a fresh project needs, plus the date library behind a
 * pickers adapter (`AdapterDayjs` -> `dayjs`). An adapter we cannot map fails loudly (SPEC §8).
 */
import {packageNameOf, isBareSpecifier} from './imports';

export const UNKNOWN_ADAPTER_MESSAGE = "Can't determine required npm package for adapter";

/** The adapters of @mui/x-date-pickers 8 and the date library each one needs. */
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
 * Versions for date libraries the portal does not install itself (only dayjs is installed). Each is
 * a release inside the peer range @mui/x-date-pickers 8.15.0 declares.
 */
export const PINNED_DATE_LIBRARY_VERSIONS: Record<string, string> = {
  dayjs: '1.11.13',
  'date-fns': '4.1.0',
  'date-fns-jalali': '4.1.0-0',
  luxon: '3.5.0',
  moment: '2.30.1',
  'moment-hijri': '3.0.0',
  'moment-jalaali': '0.10.4',
};

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[A-Za-z0-9]*)$/;

/** The date library an adapter import needs, `null` when the import is not an adapter. */
export function adapterPackageFor(specifier: string): string | null {
  const match = ADAPTER_IMPORT.exec(specifier);
  if (!match) return null;
  const pkg = DATE_ADAPTER_PACKAGES[match[1]!];
  if (!pkg) throw new Error(`${UNKNOWN_ADAPTER_MESSAGE}: ${match[1]} (imported as '${specifier}')`);
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
  for (const specifier of specifiers) {
    if (!isBareSpecifier(specifier)) continue;
    packages.add(packageNameOf(specifier));
    const adapterPackage = adapterPackageFor(specifier);
    if (adapterPackage) packages.add(adapterPackage);
  }
  for (const peer of peersFor(packages)) packages.add(peer);

  const dependencies: Record<string, string> = {};
  for (const pkg of [...packages].sort()) {
    const version = installedVersion(pkg) ?? PINNED_DATE_LIBRARY_VERSIONS[pkg];
    if (!version) {
      throw new Error(`A demo imports '${pkg}', which the portal does not have installed: add it to package.json.`);
    }
    dependencies[pkg] = version;
  }
  return dependencies;
}
