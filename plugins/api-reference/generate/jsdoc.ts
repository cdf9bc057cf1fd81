/**
 * JSDoc of the installed packages -> Markdown -> HTML, once, at generate time. The text is the
 * packages' own, but raw HTML in it is still escaped (rendered as text) and links are limited to
 * http(s), fragments and mui.com docs paths, so nothing from a package can inject markup.
 */
import ts from 'typescript';
import {Marked, type Tokens} from 'marked';

/** Docs links in the packages' JSDoc are written relative to the upstream docs host. */
export const UPSTREAM_DOCS_ORIGIN = 'https://mui.com';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Keeps http(s) links, sends root-relative links to the upstream docs, drops every other scheme. */
export function safeHref(href: string): string {
  if (/^https?:\/\//i.test(href)) return href;
  if (href.startsWith('/')) return UPSTREAM_DOCS_ORIGIN + href;
  if (href.startsWith('#')) return href;
  return '';
}

const marked = new Marked({gfm: true, async: false});
marked.use({
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const link = token as Tokens.Link;
      link.href = safeHref(link.href);
    }
  },
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    image(token: Tokens.Image) {
      // Images in JSDoc would load third-party content; show their alt text instead.
      return escapeHtml(token.text);
    },
  },
});

/**
 * `{@link Foo}` / `{@link Foo | label}` / MUI's `[[Foo]]` -> inline code or label; a link to a URL
 * (`{@link https://… label}`) -> a Markdown link, so it renders as a link and not as raw text.
 */
export function replaceJsDocLinks(text: string): string {
  return text
    .replace(/\[\[(\w+)\]\]/g, '`$1`')
    .replace(/\{@link(?:code|plain)?\s+([^}\s|]+)(?:\s*\|?\s*([^}]*))?\}/g, (_m, target: string, label?: string) => {
      const text = label?.trim();
      if (/^(https?:\/\/|\/)/.test(target)) return `[${(text || target).replace(/[[\]]/g, '')}](${target})`;
      return text || '`' + target + '`';
    });
}

/** A `@deprecated` tag's text, and the same rendered (its links as links) for the page. */
export function deprecation(text: string): {deprecated: string; deprecatedHtml: string} {
  return {deprecated: text, deprecatedHtml: markdownToHtml(text)};
}

export function markdownToHtml(markdown: string): string {
  const source = replaceJsDocLinks(markdown).trim();
  if (!source) return '';
  return (marked.parse(source) as string).trim();
}

/** Plain text of a JSDoc comment (TypeScript keeps `{@link}` parts as nodes). */
export function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  return stripControlChars(ts.getTextOfJSDocComment(comment) ?? '');
}

/** Some JSDoc carries stray control characters (e.g. backspaces); they are not text and break HTML. */
export function stripControlChars(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

export interface DocInfo {
  description: string;
  tags: Map<string, string>;
  params: {name: string; text: string}[];
}

/** JSDoc of one declaration: its description, its tags (last wins) and its @param list. */
export function readDoc(node: ts.Node): DocInfo {
  const info: DocInfo = {description: '', tags: new Map(), params: []};
  for (const doc of ts.getJSDocCommentsAndTags(node)) {
    if (!ts.isJSDoc(doc)) continue;
    const text = commentText(doc.comment);
    if (text) info.description = info.description ? `${info.description}\n\n${text}` : text;
    for (const tag of doc.tags ?? []) {
      const body = commentText(tag.comment).trim();
      if (ts.isJSDocParameterTag(tag)) {
        info.params.push({name: tag.name.getText(), text: body.replace(/^-\s*/, '')});
      } else {
        info.tags.set(tag.tagName.text, body);
      }
    }
  }
  return info;
}

/** Description plus @param/@returns as Markdown, rendered to HTML. */
export function docToHtml(doc: DocInfo): string {
  let md = doc.description;
  if (doc.params.length) {
    md += '\n\n' + doc.params.map((p) => `- \`${p.name}\`${p.text ? `: ${p.text}` : ''}`).join('\n');
  }
  const returns = doc.tags.get('returns') ?? doc.tags.get('return');
  if (returns) md += `\n\nReturns: ${returns}`;
  return markdownToHtml(md);
}

/** First sentence of a description, as plain text (for <meta name="description">). */
export function firstSentence(markdown: string): string {
  const plain = replaceJsDocLinks(markdown)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.{20,200}?[.!?])(\s|$)/.exec(plain);
  return match ? match[1] : plain.slice(0, 200);
}
