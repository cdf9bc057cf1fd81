/**
 * What a reader (or a crawler) gets from one built HTML page before any script runs, read in one
 * streaming pass (htmlparser2, which closes the `<li>`, `<p>` and `<td>` the minified HTML leaves
 * open as a browser would): its language, title, first heading, canonical link, anchors, links,
 * sidebar entries with their badges, the badges beside its title, and its demo placeholders.
 */
import {Parser} from 'htmlparser2';

export interface SidebarEntry {
  /** The entry's own link (absent only when the entry renders no link, which the build tests reject). */
  href?: string;
  label: string;
  /** `data-plan` of the entry's badges, `data-flag` of its chips, in page order. */
  badges: string[];
}

export interface DemoPlaceholder {
  name: string;
  /** The `min-height` (px) the box reserves before the demo's code loads; null when it reserves none. */
  reservedPx: number | null;
}

export interface PageFacts {
  lang: string;
  title: string;
  /** Text of the first `<h1>` ('' when the page has none). */
  h1: string;
  canonical: string | null;
  ids: Set<string>;
  /** Every `<a href>` as written. */
  hrefs: string[];
  sidebar: SidebarEntry[];
  /** Badges of the page's title (`article header`). */
  titleBadges: string[];
  demos: DemoPlaceholder[];
}

const classesOf = (attribs: Record<string, string>) => (attribs.class ?? '').split(/\s+/);

/** A sidebar entry of a page (`li.theme-doc-sidebar-item-link`; a category is not a page and has no badges) being read. */
interface OpenEntry {
  depth: number;
  entry: SidebarEntry;
  /** Depth of the item's label element (`.menu__link`) while inside it; its text is the label. */
  labelDepth: number | null;
  labelRead: boolean;
  /** A nested list (a category's children) has begun: what follows belongs to child items. */
  listOpened: boolean;
}

export function readPageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    lang: '',
    title: '',
    h1: '',
    canonical: null,
    ids: new Set(),
    hrefs: [],
    sidebar: [],
    titleBadges: [],
    demos: [],
  };
  let depth = 0;
  let inTitle = false;
  let inHead = false;
  let h1Depth: number | null = null;
  let h1Done = false;
  let headerDepth: number | null = null;
  const entries: OpenEntry[] = [];
  let pendingDemo: DemoPlaceholder | null = null;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth += 1;
        if (attribs.id) facts.ids.add(attribs.id);
        if (name === 'html') facts.lang = attribs.lang ?? '';
        else if (name === 'head') inHead = true;
        else if (name === 'title' && inHead) inTitle = true;
        else if (name === 'link' && attribs.rel === 'canonical') facts.canonical = attribs.href ?? '';
        else if (name === 'h1' && !h1Done) h1Depth = depth;
        else if (name === 'header' && headerDepth === null && facts.titleBadges.length === 0) headerDepth = depth;
        if (name === 'a') {
          if (attribs.name) facts.ids.add(attribs.name);
          if (attribs.href !== undefined) facts.hrefs.push(attribs.href);
        }
        const badge = attribs['data-plan'] ?? attribs['data-flag'];
        if (headerDepth !== null && badge !== undefined) facts.titleBadges.push(badge);

        const current = entries[entries.length - 1];
        if (name === 'li' && classesOf(attribs).includes('theme-doc-sidebar-item-link')) {
          const entry: SidebarEntry = {label: '', badges: []};
          facts.sidebar.push(entry);
          entries.push({depth, entry, labelDepth: null, labelRead: false, listOpened: false});
        } else if (current && !current.listOpened) {
          if (name === 'ul') current.listOpened = true;
          else if (!current.labelRead && current.labelDepth === null && classesOf(attribs).includes('menu__link')) {
            current.labelDepth = depth;
            if (name === 'a' && attribs.href !== undefined) current.entry.href = attribs.href;
          } else if (badge !== undefined) current.entry.badges.push(badge);
        }

        if (attribs['data-demo'] !== undefined) pendingDemo = {name: attribs['data-demo'], reservedPx: null};
        else if (pendingDemo && attribs['data-demo-root'] !== undefined) {
          const match = /min-height:\s*(\d+(?:\.\d+)?)px/.exec(attribs.style ?? '');
          pendingDemo.reservedPx = match ? Number(match[1]) : null;
          facts.demos.push(pendingDemo);
          pendingDemo = null;
        }
      },
      ontext(text) {
        if (inTitle) facts.title += text;
        if (h1Depth !== null) facts.h1 += text;
        const current = entries[entries.length - 1];
        if (current?.labelDepth !== null && current?.labelDepth !== undefined) current.entry.label += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') inHead = false;
        if (h1Depth === depth) {
          h1Depth = null;
          h1Done = true;
        }
        if (headerDepth === depth) headerDepth = null;
        const current = entries[entries.length - 1];
        if (current) {
          if (current.labelDepth === depth) {
            current.labelDepth = null;
            current.labelRead = true;
          }
          if (current.depth === depth) entries.pop();
        }
        depth -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  facts.title = facts.title.trim();
  facts.h1 = facts.h1.replace(/\s+/g, ' ').trim();
  for (const entry of facts.sidebar) entry.label = entry.label.replace(/\s+/g, ' ').trim();
  return facts;
}

/** The text of a page's `<main>` as its static HTML gives it, whitespace condensed (scripts and styles left out). */
export function readMainText(html: string): string {
  let text = '';
  let mainDepth: number | null = null;
  let skipDepth: number | null = null;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        depth += 1;
        if (name === 'main' && mainDepth === null) mainDepth = depth;
        if ((name === 'script' || name === 'style') && skipDepth === null) skipDepth = depth;
      },
      ontext(chunk) {
        if (mainDepth !== null && skipDepth === null) text += chunk;
      },
      onclosetag() {
        if (skipDepth === depth) skipDepth = null;
        if (mainDepth === depth) mainDepth = null;
        depth -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}
