/** Pure rules of the link sweep (tests/e2e/link-sweep.e2e.ts): what a link is, and when it is broken. */

export type ClassifiedHref =
  | {kind: 'internal'; path: string; hash: string}
  | {kind: 'external'; url: string}
  | {kind: 'ignored'};

/** Splits an absolute href (as `a.href` gives it) into internal path + hash, external, or not a link to check. */
export function classifyHref(href: string, origin: string): ClassifiedHref {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return {kind: 'ignored'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'ignored'};
  if (url.origin !== origin) return {kind: 'external', url: url.href};
  return {kind: 'internal', path: decodeURI(url.pathname), hash: decodeURIComponent(url.hash.replace(/^#/, ''))};
}

/** Extensions of files a link may point at; anything else (including version paths like `/x/7.x`) is a page. */
const FILE_EXTENSIONS = /\.(svg|png|jpe?g|gif|webp|avif|ico|js|mjs|css|json|xml|txt|pdf|zip|webmanifest|woff2?|map)$/i;

/** A path the crawler renders as a page; files are only requested. */
export function isPagePath(pathname: string): boolean {
  return !FILE_EXTENSIONS.test(pathname);
}

/** A version segment under /x (`7.x`, `8.15.0`). */
const VERSION_SEGMENT = /^\d+(\.[\dx]+)*$/;

/**
 * Section of a path: locale, version and the first two segments of the rest
 * (`/zh/x/7.x/react-charts/axis` -> `zh/x/7.x/react-charts`, `/x/react-charts/axis` -> `x/react-charts`).
 */
export function sectionOf(pathname: string, locales: readonly string[] = ['zh']): string {
  const segments = pathname.split('/').filter(Boolean);
  const locale = locales.includes(segments[0]) ? segments.shift() : undefined;
  const version = segments[0] === 'x' && VERSION_SEGMENT.test(segments[1] ?? '') ? segments.splice(1, 1)[0] : undefined;
  return [locale, segments[0], version, segments[1]].filter(Boolean).join('/');
}

/**
 * Index in `queue` of the page to render next: the first one from the section rendered least so far,
 * so a bounded crawl spreads over locales, versions and products instead of exhausting one sidebar.
 */
export function nextToVisit(queue: string[], renderedPerSection: Map<string, number>): number {
  let best = -1;
  let bestCount = Infinity;
  queue.forEach((p, i) => {
    const count = renderedPerSection.get(sectionOf(p)) ?? 0;
    if (count < bestCount) {
      best = i;
      bestCount = count;
    }
  });
  return best;
}

/** Ids (and legacy `name` anchors) in a static HTML document: the anchors of pages the crawl did not render. */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    ids.add(decodeHtmlEntities(m[1] ?? m[2] ?? m[3]));
  }
  return ids;
}

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface LinkRecord {
  /** Page the link was found on. */
  from: string;
  path: string;
  hash: string;
}

export interface TargetState {
  status: number;
  /** Ids of the target, or null when the target is not HTML (no anchors to check). */
  ids: Set<string> | null;
}

export interface BrokenLink extends LinkRecord {
  reason: string;
}

/** Anchors every page has without an element of that id (`#` alone, `#top` scrolls to the top in browsers). */
const ALWAYS_VALID_HASHES = new Set(['', 'top']);

/**
 * A code-variant hash (SPEC §4: `#Demo.js`, `#tailwind-Demo.tsx`) selects a demo's language and
 * styling; it resolves to the demo's own anchor, `id="Demo"`.
 */
const CODE_VARIANT_HASH = /^(?:(?:system|tailwind|css)-)?([\w-]+)\.(?:js|tsx)$/;

export function hashTarget(hash: string): string {
  return CODE_VARIANT_HASH.exec(hash)?.[1] ?? hash;
}

export function brokenLinks(links: LinkRecord[], targets: Map<string, TargetState>): BrokenLink[] {
  const out: BrokenLink[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    const id = `${link.from} ${link.path}#${link.hash}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const target = targets.get(link.path);
    if (!target) out.push({...link, reason: 'never checked'});
    else if (target.status !== 200) out.push({...link, reason: `HTTP ${target.status}`});
    else if (!ALWAYS_VALID_HASHES.has(link.hash) && target.ids && !target.ids.has(hashTarget(link.hash))) {
      out.push({...link, reason: `no element with id "${link.hash}" on the target`});
    }
  }
  return out;
}

/** How many linking pages a report line names before it only counts the rest. */
export const BROKEN_SOURCES_SHOWN = 3;

/** One line per broken target (and anchor), naming a few of the pages that link to it. */
export function describeBroken(broken: BrokenLink[]): string[] {
  const byTarget = new Map<string, {reason: string; from: string[]}>();
  for (const b of broken) {
    const target = `${b.path}${b.hash ? `#${b.hash}` : ''}`;
    const entry = byTarget.get(target) ?? {reason: b.reason, from: []};
    entry.from.push(b.from);
    byTarget.set(target, entry);
  }
  return [...byTarget].map(([target, {reason, from}]) => {
    const more = from.length > BROKEN_SOURCES_SHOWN ? ` and ${from.length - BROKEN_SOURCES_SHOWN} more` : '';
    return `${target}: ${reason} (linked from ${from.slice(0, BROKEN_SOURCES_SHOWN).join(', ')}${more})`;
  });
}
