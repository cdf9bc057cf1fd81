import {median} from '../lib/stats';
import {parseHighWaterMark, parseProcStat, treeRssBytes} from '../../scripts/peak-memory.mjs';
import {parseArgs} from '../lib/args';
import {evenSample, sitemapPaths, sweepSample} from '../lib/sitemap';
import {localizedPages} from '../pages';

test('median of odd and even counts; an empty list is an error', () => {
  expect(median([90, 70, 80])).toBe(80);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow('median of an empty list');
});

test('peak memory sums the RSS of the whole process tree, not of unrelated processes', () => {
  const samples = [
    {pid: 10, ppid: 1, rssBytes: 100},
    {pid: 11, ppid: 10, rssBytes: 50},
    {pid: 12, ppid: 11, rssBytes: 25},
    {pid: 20, ppid: 1, rssBytes: 1000},
  ];
  expect(treeRssBytes(samples, 10)).toBe(175);
  expect(treeRssBytes(samples, 99)).toBe(0);
});

test('/proc/<pid>/stat is parsed even when the command has spaces and parentheses', () => {
  const fields = Array.from({length: 40}, (_, i) => String(i));
  fields[0] = 'S';
  fields[1] = '4242';
  fields[21] = '1000';
  expect(parseProcStat(`77 (node (build) x) ${fields.join(' ')}`, 4096)).toEqual({pid: 77, ppid: 4242, rssBytes: 4096000});
  expect(parseProcStat('garbage', 4096)).toBeNull();
});

test('bench options: defaults, the reduced CI profile, and clear errors', () => {
  expect(parseArgs([])).toMatchObject({
    profile: 'full',
    reuseBuild: false,
    runs: 3,
    presets: ['mobile', 'desktop'],
    warmBuild: false,
    freshBaseline: false,
  });
  expect(parseArgs(['--warm-build', '--fresh-baseline'])).toMatchObject({warmBuild: true, freshBaseline: true});
  expect(parseArgs(['--profile', 'ci'])).toMatchObject({profile: 'ci', reuseBuild: true, presets: ['mobile']});
  expect(parseArgs(['--pages', 'guide,charts', '--runs', '1'])).toMatchObject({pages: ['guide', 'charts'], runs: 1});
  expect(parseArgs(['--profile', 'ci', '--weights-from', '/tmp/first.json'])).toMatchObject({weightsFrom: '/tmp/first.json'});
  expect(() => parseArgs(['--weights-from'])).toThrow('--weights-from needs a value');
  expect(() => parseArgs(['--presets', 'tablet'])).toThrow('unknown preset(s) tablet: use mobile, desktop');
  expect(() => parseArgs(['--runs'])).toThrow('--runs needs a value');
  expect(() => parseArgs(['--fast'])).toThrow('unknown option --fast');
});

test('every bench page is measured in en and zh, with keys naming the locale', () => {
  const pages = localizedPages([{id: 'guide', label: 'Guide', path: '/x/introduction/installation', kind: 'text'}]);
  expect(pages.map((p) => [p.key, p.url, p.locale])).toEqual([
    ['guide', '/x/introduction/installation', 'en'],
    ['guide@zh', '/zh/x/introduction/installation', 'zh'],
  ]);
});

test('sitemap paths drop the configured host; samples are even and keep the pages that must be in them', () => {
  const xml = '<urlset><url><loc>https://example.org/x/a</loc></url><url><loc>https://example.org/zh/x/%E4%B8%AD</loc></url></urlset>';
  expect(sitemapPaths(xml)).toEqual(['/x/a', '/zh/x/中']);
  const all = Array.from({length: 11}, (_, i) => `/p${i}`);
  expect(evenSample(all, 3)).toEqual(['/p0', '/p5', '/p10']);
  expect(evenSample(all, 20)).toEqual(all);
  expect(sweepSample(all, ['/p7', '/missing'], 3)).toEqual(['/p7', '/p0', '/p10']);
  // Shifted by 2: the even sample starts two pages further along (and wraps round).
  expect(sweepSample(all, ['/p7', '/missing'], 3, 2)).toEqual(['/p7', '/p2', '/p1']);
});

test('the RSS high-water mark is read from /proc/<pid>/status', () => {
  expect(parseHighWaterMark('Name:\tnode\nVmPeak:\t 999 kB\nVmHWM:\t  524288 kB\nVmRSS:\t 1 kB\n')).toBe(512 * 1024 * 1024);
  expect(parseHighWaterMark('Name:\tkthreadd\n')).toBeNull();
});
