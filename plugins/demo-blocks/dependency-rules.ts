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
 * The date library versions the portal installs (package.json pins each exactly; a unit test keeps
 * this table equal to it), for the browser, which cannot read package.json: an edited demo that
 * imports another adapter exports its library at this version.
 */
export const PINNED_DATE_LIBRARY_VERSIONS: Record<string, string> = {
  dayjs: '1.11.23',
  'date-fns': '4.1.0',
  'date-fns-jalali': '4.0.0-0',
  luxon: '3.7.2',
  moment: '2.30.1',
  'moment-hijri': '3.0.0',
  'moment-jalaali': '0.10.4',
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

/** The date library an adapter import needs, `null` when the import is not an adapter; throws for an unknown adapter. */
export function adapterPackageFor(specifier: string): string | null {
  const adapter = adapterOf(specifier);
  if (!adapter) return null;
  const pkg = DATE_ADAPTER_PACKAGES[adapter];
  if (!pkg) throw new Error(`${UNKNOWN_ADAPTER_MESSAGE}: ${adapter} (imported as '${specifier}')`);
  return pkg;
}

/** Versions that differ from the installed ones because an adapter needs an older major of its library. */
export function libraryVersionOverrides(specifiers: readonly string[]): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const specifier of specifiers) {
    const adapter = adapterOf(specifier);
    const version = adapter ? ADAPTER_LIBRARY_VERSIONS[adapter] : undefined;
    if (adapter && version) overrides[DATE_ADAPTER_PACKAGES[adapter]!] = version;
  }
  return overrides;
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
