/**
 * The packages' JSDoc points readers at mui.com (`https://mui.com/x/react-data-grid/layout/#…`,
 * `https://mui.com/material-ui/api/input/`). Where this portal has that page, the link leads here
 * instead, keeping its anchor when the page has it. Pure: the plugin gives it the pages it built.
 */
import {X_BASE} from '../../src/config/site';

/** What a link needs of a portal page: its title (the link's text when the JSDoc wrote the bare URL) and anchors. */
export interface PortalPage {
  title: string;
  anchors: ReadonlySet<string>;
}

/** Site path (no locale prefix, no trailing slash) -> the page. */
export type PortalPages = ReadonlyMap<string, PortalPage>;

const MUI_ORIGIN = /^https:\/\/mui\.com(?=\/)/;
/** Where mui.com serves the MUI X docs (its URL, not ours: ours is X_BASE). */
const MUI_X_BASE = '/x';

/** The portal path a mui.com docs URL stands for (`/x/…` as is, Material UI API pages under `/api`), or null. */
export function portalPathOf(url: string): {path: string; hash: string} | null {
  if (!MUI_ORIGIN.test(url)) return null;
  const parsed = new URL(url);
  const pathname = parsed.pathname.replace(/\/+$/, '');
  const hash = decodeURIComponent(parsed.hash.slice(1));
  if (pathname.startsWith(`${MUI_X_BASE}/`)) return {path: X_BASE + pathname.slice(MUI_X_BASE.length), hash};
  const material = /^\/material-ui\/api\/([\w-]+)$/.exec(pathname);
  return material ? {path: `/api/${material[1]}`, hash} : null;
}

/**
 * Rewrites each `<a href="https://mui.com/…">` of `html` whose page exists here; `prefix` is the
 * locale's base (`/zh`). A link whose text is its own URL (`Read more: https://mui.com/x/…`) shows
 * the page's title instead, since the URL it names is no longer where it leads.
 */
export function localizeDocsLinks(html: string, pages: PortalPages, prefix = ''): string {
  return html.replace(
    /(<a\b[^>]*?)href="(https:\/\/mui\.com\/[^"]*)"([^>]*>)([^<]*)/g,
    (whole, before: string, url: string, after: string, text: string) => {
      const target = portalPathOf(url.replace(/&amp;/g, '&'));
      const page = target && pages.get(target.path);
      if (!target || !page) return whole;
      const href = `${prefix}${target.path}${target.hash && page.anchors.has(target.hash) ? `#${target.hash}` : ''}`;
      const label = text.trim() === url || text.trim() === url.replace(/&amp;/g, '&') ? escapeHtml(page.title) : text;
      return `${before}href="${href}"${after}${label}`;
    },
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Docusaurus's heading slugs: lower case, punctuation dropped, spaces to hyphens (as github-slugger). */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of an MDX page's headings: explicit ids (`{/* #id *\/}`, `{#id}`) or slugs of their text. */
export function mdxHeadingIds(mdx: string): Set<string> {
  const ids = new Set<string>();
  let inFence = false;
  for (const line of mdx.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\}/.exec(heading[1]!);
    ids.add(explicit ? (explicit[1] ?? explicit[2])! : headingSlug(heading[1]!.replace(/`/g, '')));
  }
  return ids;
}
