/**
 * The packages' JSDoc points readers at mui.com (`https://mui.com/x/react-data-grid/layout/#…`,
 * `https://mui.com/material-ui/api/input/`). Where this portal has that page, the link leads here
 * instead, keeping its anchor when the page has it. Pure: the plugin gives it the pages it built.
 */

/** Site path (no locale prefix, no trailing slash) -> the anchors the page has. */
export type PortalPages = ReadonlyMap<string, ReadonlySet<string>>;

const MUI_ORIGIN = /^https:\/\/mui\.com(?=\/)/;

/** The portal path a mui.com docs URL stands for (`/x/…` as is, Material UI API pages under `/api`), or null. */
export function portalPathOf(url: string): {path: string; hash: string} | null {
  if (!MUI_ORIGIN.test(url)) return null;
  const parsed = new URL(url);
  const pathname = parsed.pathname.replace(/\/+$/, '');
  const hash = decodeURIComponent(parsed.hash.slice(1));
  if (pathname.startsWith('/x/')) return {path: pathname, hash};
  const material = /^\/material-ui\/api\/([\w-]+)$/.exec(pathname);
  return material ? {path: `/api/${material[1]}`, hash} : null;
}

/** Rewrites each `href="https://mui.com/…"` of `html` whose page exists here; `prefix` is the locale's base (`/zh`). */
export function localizeDocsLinks(html: string, pages: PortalPages, prefix = ''): string {
  return html.replace(/href="(https:\/\/mui\.com\/[^"]*)"/g, (whole, url: string) => {
    const target = portalPathOf(url.replace(/&amp;/g, '&'));
    const anchors = target && pages.get(target.path);
    if (!target || !anchors) return whole;
    return `href="${prefix}${target.path}${target.hash && anchors.has(target.hash) ? `#${target.hash}` : ''}"`;
  });
}

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
