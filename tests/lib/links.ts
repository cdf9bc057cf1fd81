/** Pure rules of the link check (tests/build/static-pages.test.ts): what a link is, and when it is broken. */

export type ClassifiedHref = {kind: 'internal'; path: string; hash: string} | {kind: 'external'; url: string} | {kind: 'ignored'};

/**
 * Splits an href, resolved as a browser would on the page at `pageUrl` (relative paths, `#id`, the
 * site's own absolute URL), into internal path + hash, external, or not a link to check.
 */
export function classifyHref(href: string, origin: string, pageUrl: string = origin): ClassifiedHref {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return {kind: 'ignored'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'ignored'};
  if (url.origin !== origin) return {kind: 'external', url: url.href};
  return {kind: 'internal', path: decodeURI(url.pathname), hash: decodeURIComponent(url.hash.replace(/^#/, ''))};
}

export interface LinkRecord {
  /** Page the link was found on. */
  from: string;
  path: string;
  hash: string;
}

export interface TargetState {
  /** 200 for a page or file of the build, 404 for nothing. */
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
 * A code-variant hash (`#Demo.js`, `#tailwind-Demo.tsx`) selects a demo's language and
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
