/**
 * The API tables' rows as one HTML string per table body. The Data Grid page has ~450 rows: as
 * React elements, hydrating them took seconds of main thread on a phone (every row, cell, link and
 * badge a component to create and match against the server HTML). As a string, the server writes
 * the same markup, hydration leaves the table body alone (StaticRows.tsx) and a client-side switch
 * sets it in one `innerHTML`. Pure: the words and link targets come in `RowContext`, so the module
 * runs in unit tests without Docusaurus.
 */
import type {ApiCssClass, ApiMember, ApiSlot} from '../../model';
import type {Plan} from '../../../../src/config/products';
import {anchorId, foldType, linkTypeNames} from '../../format';
import {defaultValueParts} from '../../default-value';

/** A default as one code span (a value) or as text with its code spans (a Markdown sentence). */
function defaultValueHtml(value: string): string {
  return defaultValueParts(value)
    .map((part) => (part.code ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text)))
    .join('');
}

/** The translated words of the rows, and how paths become links. */
export interface RowContext {
  /** CSS module class names (styles.module.css). */
  classes: Record<string, string>;
  words: {
    required: string;
    optional: string;
    deprecated: string;
    default: string;
    pro: string;
    premium: string;
    /** Title of a folded type's summary. */
    expandType: string;
    /** "Inherited from {name}", `{name}` left in for the component. */
    inheritedFrom: string;
  };
  /** A site path (`/x/api/...`) as the link's href (with the locale's base URL). */
  href: (path: string) => string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function attr(name: string, value: string | undefined): string {
  return value ? ` ${name}="${escapeHtml(value)}"` : '';
}

function planBadge(plan: Plan | undefined, ctx: RowContext): string {
  if (!plan || plan === 'community') return '';
  return `<span${attr('class', ctx.classes.badge)} data-plan="${plan}">${escapeHtml(plan === 'pro' ? ctx.words.pro : ctx.words.premium)}</span>`;
}

function linkedType(text: string, pages: ReadonlyMap<string, string>, self: string | undefined, ctx: RowContext): string {
  return linkTypeNames(text, pages, self)
    .map((part) => (part.link ? `<a href="${escapeHtml(ctx.href(part.link))}">${escapeHtml(part.text)}</a>` : escapeHtml(part.text)))
    .join('');
}

/** A type, folded into an expandable <details> when long (the full text stays in the HTML). */
export function typeHtml(type: string, pages: ReadonlyMap<string, string>, self: string | undefined, ctx: RowContext): string {
  const {folded, short, full} = foldType(type);
  const code = `<code${attr('class', ctx.classes.type)}>`;
  if (!folded) return `${code}${linkedType(type, pages, self, ctx)}</code>`;
  return (
    `<details${attr('class', ctx.classes.foldedType)}><summary${attr('title', ctx.words.expandType)}>${code}${escapeHtml(short)}</code></summary>` +
    `<pre${attr('class', ctx.classes.fullType)}><code>${linkedType(full, pages, self, ctx)}</code></pre></details>`
  );
}

function marker(className: string | undefined, word: string): string {
  return `<span${attr('class', className)}>${escapeHtml(word)}</span>`;
}

export interface MemberRowOptions {
  kind: 'component' | 'interface';
  /** Page of each inherited-from component, for the "Inherited from X" links. */
  inheritedPaths: Record<string, string | undefined>;
  /** Other API pages of the section by name, to link the names in types. */
  typeLinks: ReadonlyMap<string, string>;
  /** The page's own name (never linked to itself). */
  self: string;
}

/** One row of the props (or interface members) table, anchored at `#prop-<name>`. */
export function memberRowHtml(m: ApiMember, options: MemberRowOptions, ctx: RowContext): string {
  const {classes: c, words} = ctx;
  const id = anchorId('prop', m.name);
  const name =
    `<a href="#${escapeHtml(id)}"${attr('class', c.rowAnchor)}><code>${escapeHtml(m.name)}</code></a>` +
    (options.kind === 'component' && m.required ? marker(c.required, words.required) : '') +
    (options.kind === 'interface' && !m.required ? marker(c.optional, words.optional) : '') +
    (m.deprecated !== undefined ? marker(c.deprecated, words.deprecated) : '') +
    planBadge(m.plan, ctx);
  const type =
    typeHtml(m.type, options.typeLinks, options.self, ctx) +
    (m.defaultValue !== undefined
      ? `<div${attr('class', c.default)}>${escapeHtml(words.default)} ${defaultValueHtml(m.defaultValue)}</div>`
      : '');
  let inherited = '';
  if (m.inheritedFrom) {
    const path = options.inheritedPaths[m.inheritedFrom];
    const from = path
      ? `<a href="${escapeHtml(ctx.href(path))}">${escapeHtml(m.inheritedFrom)}</a>`
      : `<code>${escapeHtml(m.inheritedFrom)}</code>`;
    const [before, after = ''] = words.inheritedFrom.split('{name}');
    inherited = `<div${attr('class', c.inherited)}>${escapeHtml(before)}${from}${escapeHtml(after)}</div>`;
  }
  // Descriptions are HTML made safe at generate time (generate/jsdoc.ts), as React inserted them before.
  const description =
    (m.deprecatedHtml ? `<div${attr('class', c.deprecationText)}>${m.deprecatedHtml}</div>` : '') +
    `<div${attr('class', c.description)}>${m.descriptionHtml}</div>` +
    inherited;
  return (
    `<tr id="${escapeHtml(id)}"${attr('class', c.row)} data-prop="${escapeHtml(m.name)}">` +
    `<td${attr('class', c.colName)}>${name}</td><td${attr('class', c.colType)}>${type}</td><td>${description}</td></tr>`
  );
}

function anchoredRow(id: string, ctx: RowContext, cells: [string | undefined, string][]): string {
  return `<tr id="${escapeHtml(id)}"${attr('class', ctx.classes.row)}>${cells.map(([className, html]) => `<td${attr('class', className)}>${html}</td>`).join('')}</tr>`;
}

function rowAnchor(id: string, inner: string, ctx: RowContext): string {
  return `<a href="#${escapeHtml(id)}"${attr('class', ctx.classes.rowAnchor)}>${inner}</a>`;
}

/** One row of the slots table, anchored at `#slot-<name>`. */
export function slotRowHtml(s: ApiSlot, ctx: RowContext): string {
  const c = ctx.classes;
  const id = anchorId('slot', s.name);
  return anchoredRow(id, ctx, [
    [c.colName, rowAnchor(id, `<code>${escapeHtml(s.name)}</code>`, ctx)],
    [c.colType, s.defaultComponent ? `<code${attr('class', c.type)}>${escapeHtml(s.defaultComponent)}</code>` : '—'],
    [undefined, `<div${attr('class', c.description)}>${s.descriptionHtml}</div>`],
  ]);
}

/** One row of the CSS classes table, anchored at `#classes-<rule>`. */
export function classRowHtml(cl: ApiCssClass, ctx: RowContext): string {
  const c = ctx.classes;
  const id = anchorId('classes', cl.ruleName);
  return anchoredRow(id, ctx, [
    [c.colType, rowAnchor(id, `<code${attr('class', c.type)}>${cl.className ? `.${escapeHtml(cl.className)}` : '—'}</code>`, ctx)],
    [c.colName, `<code>${escapeHtml(cl.ruleName)}</code>`],
    [undefined, `<div${attr('class', c.description)}>${cl.descriptionHtml}</div>`],
  ]);
}
