/**
 * One changelog line into text, code, links and `[Component]` tags. A tag or a code span naming a
 * component that has an API page links to it (`resolve`); other `[tags]` (`[docs]`, `[l10n]`) stay text.
 */
import type {Inline} from './model';

/** The API page path of a component named in a changelog line, or undefined. */
export type LinkResolver = (name: string) => string | undefined;

// Order matters: images (and linked images such as plan badges) first, then links, code, bold, tags.
const TOKEN =
  /\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!\[[^\]]*\]\([^)]*\)|\[([^\]]+)\]\(([^)\s]+)(?:\s+'[^']*')?\)|`([^`]+)`|\*\*([^*]+)\*\*|\[([\w .-]+)\]/g;

export function parseInline(text: string, resolve: LinkResolver): Inline[] {
  const parts: Inline[] = [];
  const pushText = (v: string) => {
    if (!v) return;
    const last = parts[parts.length - 1];
    if (last?.t === 'text') last.v += v;
    else parts.push({t: 'text', v});
  };
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    pushText(text.slice(at, m.index));
    at = m.index! + m[0].length;
    const [whole, linkText, href, code, strong, tag] = m;
    if (whole.startsWith('[![') || whole.startsWith('![')) continue;
    // Code marks inside a link's text (`[`brush` interaction](…)`) are dropped: the link is the emphasis.
    if (linkText !== undefined && href !== undefined) parts.push({t: 'link', v: linkText.replace(/`/g, ''), href});
    else if (code !== undefined) {
      // Only a bare capitalised name can be a component (`Autocomplete`, not `onDelete` or a path).
      const target = /^[A-Z]\w*$/.test(code) ? resolve(code) : undefined;
      parts.push(target ? {t: 'code', v: code, href: target} : {t: 'code', v: code});
    } else if (strong !== undefined) parts.push({t: 'strong', v: strong});
    else if (tag !== undefined) {
      const target = resolve(componentNameOf(tag));
      parts.push(target ? {t: 'tag', v: tag, href: target} : {t: 'tag', v: tag});
    }
  }
  pushText(text.slice(at));
  // Dropped images leave doubled or trailing spaces.
  const cleaned = parts.map((p) => (p.t === 'text' ? {...p, v: p.v.replace(/ {2,}/g, ' ')} : p));
  const last = cleaned[cleaned.length - 1];
  if (last?.t === 'text') last.v = last.v.replace(/\s+$/, '');
  if (cleaned[0]?.t === 'text') cleaned[0].v = cleaned[0].v.replace(/^\s+/, '');
  return cleaned.filter((p) => p.t !== 'text' || p.v !== '');
}

/** `table cell` → `TableCell`, `app-bar` → `AppBar`, `DataGridPro` unchanged. */
export function componentNameOf(tag: string): string {
  return tag
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}
