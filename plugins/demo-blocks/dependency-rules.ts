/**
 * Which npm packages a demo's imports need, shared by the build (generate/dependencies.ts, versions
 * pinned or a build error) and the browser (export/code-dependencies.ts, an edited demo's export).
 * No Node, no TypeScript compiler: the browser bundles this file.
 */

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

/** The date library an adapter import needs, `null` when the import is not an adapter; throws for an unknown adapter. */
export function adapterPackageFor(specifier: string): string | null {
  const match = ADAPTER_IMPORT.exec(specifier);
  if (!match) return null;
  const pkg = DATE_ADAPTER_PACKAGES[match[1]!];
  if (!pkg) throw new Error(`${UNKNOWN_ADAPTER_MESSAGE}: ${match[1]} (imported as '${specifier}')`);
  return pkg;
}

export function isBareSpecifier(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('@site/');
}

/** `@mui/x-data-grid/models` -> `@mui/x-data-grid`, `dayjs/locale/fr` -> `dayjs`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Packages every exported React + MUI project needs besides what the demo imports. */
function peersFor(packages: Set<string>): string[] {
  const peers = ['react', 'react-dom'];
  if ([...packages].some((p) => p.startsWith('@mui/'))) peers.push('@mui/material', '@emotion/react', '@emotion/styled');
  return peers;
}

/** The packages (sorted) a set of import specifiers needs: imported packages, adapters' date libraries, peers. */
export function packagesFor(specifiers: readonly string[]): string[] {
  const packages = new Set<string>();
  for (const specifier of specifiers) {
    if (!isBareSpecifier(specifier)) continue;
    packages.add(packageNameOf(specifier));
    const adapterPackage = adapterPackageFor(specifier);
    if (adapterPackage) packages.add(adapterPackage);
  }
  for (const peer of peersFor(packages)) packages.add(peer);
  return [...packages].sort();
}
