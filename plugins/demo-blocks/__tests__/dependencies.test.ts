import fs from 'node:fs';
import path from 'node:path';
import {
  resolveDependencies,
  adapterPackageFor,
  DATE_ADAPTER_PACKAGES,
  ADAPTER_LIBRARY_VERSIONS,
  UNKNOWN_ADAPTER_MESSAGE,
  PINNED_DATE_LIBRARY_VERSIONS,
} from '../generate/dependencies';
import {installedVersionFrom} from '../generate/build-demo';

const installed = installedVersionFrom(path.resolve(__dirname, '../../..'));

test('dependencies come from the imports, pinned to the installed versions, with peers', () => {
  const deps = resolveDependencies(
    ['react', '@mui/x-data-grid', '@mui/x-data-grid/models', 'dayjs/locale/fr', './local', '@site/src/demo-data/x'],
    installed,
  );
  expect(Object.keys(deps)).toEqual([
    '@emotion/react',
    '@emotion/styled',
    '@mui/material',
    '@mui/x-data-grid',
    'dayjs',
    'react',
    'react-dom',
  ]);
  expect(deps['@mui/x-data-grid']).toBe('8.15.0');
  expect(deps['@mui/material']).toBe(installed('@mui/material'));
  expect(deps.react).toBe(installed('react'));
});

test('each date adapter brings its date library', () => {
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterDayjs')).toBe('dayjs');
  expect(adapterPackageFor('@mui/x-date-pickers-pro/AdapterDateFns')).toBe('date-fns');
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterDateFnsV2')).toBe('date-fns');
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterLuxon')).toBe('luxon');
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterMoment')).toBe('moment');
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterDateFnsJalali')).toBe('date-fns-jalali');
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterMomentHijri')).toBe('moment-hijri');
  expect(adapterPackageFor('@mui/x-date-pickers/AdapterMomentJalaali')).toBe('moment-jalaali');
  expect(adapterPackageFor('@mui/x-date-pickers/DatePicker')).toBeNull();
  const deps = resolveDependencies(['@mui/x-date-pickers/AdapterLuxon'], installed);
  expect(deps.luxon).toMatch(/^3\./);
});

test('every adapter the installed @mui/x-date-pickers ships is mapped', () => {
  const dir = path.resolve(__dirname, '../../../node_modules/@mui/x-date-pickers');
  const adapters = fs.readdirSync(dir).filter((name) => /^Adapter/.test(name));
  expect(adapters.length).toBeGreaterThanOrEqual(9);
  for (const adapter of adapters) expect(DATE_ADAPTER_PACKAGES[adapter]).toBeTruthy();
});

test('an exported adapter demo lists its date library at the version package.json pins', () => {
  const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const adapter of Object.keys(DATE_ADAPTER_PACKAGES)) {
    const pkg = DATE_ADAPTER_PACKAGES[adapter]!;
    const deps = resolveDependencies(['react', '@mui/x-date-pickers/DatePicker', `@mui/x-date-pickers/${adapter}`], installed);
    // The portal pins each date library exactly (no range), so the export is reproducible.
    expect(site.dependencies[pkg]).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(deps[pkg]).toBe(ADAPTER_LIBRARY_VERSIONS[adapter] ?? site.dependencies[pkg]);
    expect(deps['@mui/x-date-pickers']).toBe(site.dependencies['@mui/x-date-pickers']);
  }
  // Through the Pro package too, and alongside another adapter's library.
  const pro = resolveDependencies(['@mui/x-date-pickers-pro/AdapterMomentHijri', 'moment'], installed);
  expect(pro).toMatchObject({'moment-hijri': site.dependencies['moment-hijri'], moment: site.dependencies.moment});
  // The v2-only adapters get a v2 library, which they require at run time.
  expect(resolveDependencies(['@mui/x-date-pickers/AdapterDateFnsV2'], installed)['date-fns']).toMatch(/^2\./);
  expect(resolveDependencies(['@mui/x-date-pickers/AdapterDateFnsJalaliV2'], installed)['date-fns-jalali']).toMatch(/^2\./);
});

test("an unknown adapter throws Can't determine required npm package for adapter", () => {
  expect(UNKNOWN_ADAPTER_MESSAGE).toBe("Can't determine required npm package for adapter");
  expect(() => resolveDependencies(['@mui/x-date-pickers/AdapterTemporal'], installed)).toThrow(
    "Can't determine required npm package for adapter",
  );
  expect(() => adapterPackageFor('@mui/x-date-pickers-pro/AdapterJsJoda')).toThrow(
    /Can't determine required npm package for adapter: AdapterJsJoda/,
  );
});

test('a package the portal lacks is a clear build error', () => {
  expect(() => resolveDependencies(['left-pad'], installed)).toThrow(/'left-pad'.*not have installed/);
});

test("the browser's table of date library versions is package.json's pins", () => {
  const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const [pkg, version] of Object.entries(PINNED_DATE_LIBRARY_VERSIONS))
    expect({pkg, version}).toEqual({pkg, version: site.dependencies[pkg]});
});
