/**
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
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
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
