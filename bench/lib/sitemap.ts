/** Page lists for the sweeps: the built sitemaps of every locale, and a fixed, even sample of them. */
import fs from 'node:fs';
import path from 'node:path';

/** Pathnames of the `<loc>` entries of a sitemap.xml, whatever host the site is configured with. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1].trim()).pathname));
}

/** Every page of the build's sitemaps (`build/sitemap.xml`, `build/zh/sitemap.xml`, ...), sorted, unique. */
export function readBuildSitemaps(buildDir: string, localePrefixes: readonly string[] = ['', '/zh']): string[] {
  const paths = new Set<string>();
  for (const prefix of localePrefixes) {
    const file = path.join(buildDir, prefix, 'sitemap.xml');
    if (fs.existsSync(file)) for (const p of sitemapPaths(fs.readFileSync(file, 'utf8'))) paths.add(p);
  }
  return [...paths].sort();
}

/** `count` items spread evenly over `items` (first and last included): the same sample every run. */
export function evenSample<T>(items: T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count <= 0) return [];
  if (count === 1) return [items[0]];
  const step = (items.length - 1) / (count - 1);
  return Array.from({length: count}, (_, i) => items[Math.round(i * step)]);
}

/**
 * The pages that must be in any sample (those that exist), then an even sample of the rest up to
 * `count`; a `shift` (the day's number, say) starts the even sample that many pages further, so
 * successive shifts sample other pages.
 */
export function sweepSample(all: string[], mustHave: string[], count: number, shift = 0): string[] {
  const present = new Set(all);
  const first = [...new Set(mustHave.filter((p) => present.has(p)))];
  const rest = all.filter((p) => !first.includes(p));
  const start = rest.length ? shift % rest.length : 0;
  return [...first, ...evenSample([...rest.slice(start), ...rest.slice(0, start)], Math.max(0, count - first.length))];
}
