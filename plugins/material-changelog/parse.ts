/**
 * Reads a CHANGELOG.md as the MUI packages write it: `## <version>` per release, newest first, an
 * italic date line, `###`/`####` headings for products and packages, `-` items (nested by two
 * spaces). HTML comments and images (badges, screenshots) are dropped: the page shows text.
 */
import type {Block, Release} from './model';
import {parseInline, type LinkResolver} from './inline';

const RELEASE_HEADING = /^## v?(\d+\.\d+\.\d+(?:-[\w.]+)?)\s*$/;
const DATE_LINE = /^_([A-Z][a-z]{2} \d{1,2}, \d{4})_\s*$/;

export function parseChangelog(markdown: string, resolve: LinkResolver = () => undefined): Release[] {
  const releases: Release[] = [];
  let current: Release | undefined;
  let inComment = false;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    if (inComment) {
      if (line.includes('-->')) inComment = false;
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      if (!line.includes('-->')) inComment = true;
      continue;
    }
    const heading = RELEASE_HEADING.exec(line);
    if (heading) {
      current = {version: heading[1]!, date: '', blocks: []};
      releases.push(current);
      continue;
    }
    // A `## ` heading that is not a version (`## Older versions`) ends the releases.
    if (line.startsWith('## ')) {
      current = undefined;
      continue;
    }
    if (!current || line.trim() === '') continue;
    const date = DATE_LINE.exec(line);
    if (date && current.blocks.length === 0 && !current.date) {
      current.date = date[1]!;
      continue;
    }
    const block = blockOf(line, resolve);
    if (block) current.blocks.push(block);
  }
  return releases;
}

function blockOf(line: string, resolve: LinkResolver): Block | undefined {
  const h = /^(#{3,4}) (.+)$/.exec(line);
  if (h) return {kind: 'heading', level: h[1]!.length as 3 | 4, parts: parseInline(h[2]!, resolve)};
  const item = /^(\s*)[-*] (.+)$/.exec(line);
  if (item) {
    const parts = parseInline(item[2]!, resolve);
    return parts.length ? {kind: 'item', depth: Math.floor(item[1]!.length / 2), parts} : undefined;
  }
  const parts = parseInline(line.trim(), resolve);
  return parts.length ? {kind: 'paragraph', parts} : undefined;
}

/** `[major, minor, patch]` of a stable version, null for a pre-release. */
export function stableParts(version: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * The releases this portal documents for a package installed at `installed`: the stable releases of
 * its major line up to the installed version, newest first (the file's order).
 */
export function documentedReleases(releases: Release[], installed: string): Release[] {
  const top = stableParts(installed);
  if (!top) throw new Error(`Installed version ${installed} is not a stable version`);
  const notAfter = (v: [number, number, number]) => v[1] < top[1] || (v[1] === top[1] && v[2] <= top[2]);
  return releases.filter((r) => {
    const v = stableParts(r.version);
    return v !== null && v[0] === top[0] && notAfter(v);
  });
}
