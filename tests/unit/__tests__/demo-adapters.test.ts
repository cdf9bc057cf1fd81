/**
 * Demos on a date adapter other than dayjs live in `docs/react-date-pickers/demos/adapters/`, which
 * tsconfig.date-adapters.json type-checks apart: one adapter's types in the main program widen every
 * picker's value type for all the dayjs demos.
 *
 * On a zh page every pickers LocalizationProvider gets `adapterLocale: 'zh-cn'` from the demo theme
 * (src/mui/locales/zh.ts): right for dayjs, Luxon and Moment, which take a locale code, wrong for the
 * date-fns adapters, which take a locale object. So a demo that renders a date-fns adapter passes its
 * own `adapterLocale`, or it would break on the Chinese page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {tagProps} from '../lib/code-scan';

const SITE = path.resolve(__dirname, '../../..');

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** `<LocalizationProvider dateAdapter={AdapterDateFns…}>` tags without an `adapterLocale` prop. */
export function dateFnsProvidersWithoutLocale(source: string): number {
  const providers = [...source.matchAll(/<LocalizationProvider\b[^>]*?dateAdapter=\{(\w+)\}/g)];
  const props = tagProps(source, new Set(['LocalizationProvider']));
  return providers.filter((m, i) => /^AdapterDateFns/.test(m[1]!) && !props[i]?.props.includes('adapterLocale')).length;
}

test('the check can fail', () => {
  expect(dateFnsProvidersWithoutLocale('<LocalizationProvider dateAdapter={AdapterDateFns}><X /></LocalizationProvider>')).toBe(1);
  expect(dateFnsProvidersWithoutLocale('<LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>')).toBe(0);
  expect(dateFnsProvidersWithoutLocale('<LocalizationProvider dateAdapter={AdapterDayjs}>')).toBe(0);
});

const demos = walk(path.join(SITE, 'docs')).filter((f) => f.endsWith('.tsx') && f.split(path.sep).includes('demos'));

test.each(demos.map((f) => [path.relative(SITE, f)]))('%s gives a date-fns adapter its own adapterLocale', (file) => {
  expect(dateFnsProvidersWithoutLocale(fs.readFileSync(path.join(SITE, file), 'utf8'))).toBe(0);
});

/** Imports of a date adapter other than dayjs's (`@mui/x-date-pickers/AdapterLuxon`, ...). */
export function otherAdapterImports(source: string): string[] {
  return [...source.matchAll(/from\s+['"]@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)['"]/g)]
    .map((m) => m[1]!)
    .filter((name) => name !== 'AdapterDayjs');
}

const ADAPTER_DEMOS = path.join('docs', 'react-date-pickers', 'demos', 'adapters');

test('the folder check can fail', () => {
  expect(
    otherAdapterImports(
      "import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';\nimport {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';",
    ),
  ).toEqual(['AdapterLuxon']);
});

test.each(demos.filter((f) => !path.relative(SITE, f).startsWith(ADAPTER_DEMOS)).map((f) => [path.relative(SITE, f)]))(
  '%s uses no date adapter but dayjs (others belong in demos/adapters/)',
  (file) => {
    expect(otherAdapterImports(fs.readFileSync(path.join(SITE, file), 'utf8'))).toEqual([]);
  },
);
