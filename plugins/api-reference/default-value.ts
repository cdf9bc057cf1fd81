/**
 * A prop's default as the packages' JSDoc `@default` gives it is either a value (`false`,
 * `'default'`, a function's source) or a Markdown sentence with inline code spans ("`true` for
 * desktop, `false` for mobile (…)"). The API page shows a value as one code span and a sentence as
 * text with its code spans; the Markdown twin keeps a sentence as written.
 */

export interface DefaultPart {
  text: string;
  code: boolean;
}

const CODE_SPAN = /`([^`]+)`/g;

/**
 * True when the default is prose with code spans: it has a code span, words outside its spans, and
 * no template literal (`${`), which only a value's source contains.
 */
export function isMarkdownDefault(value: string): boolean {
  if (value.includes('${') || !/`[^`]+`/.test(value)) return false;
  return /[A-Za-z]{2,}/.test(value.replace(CODE_SPAN, ''));
}

/** The parts to render: one code part for a value; text and code parts for a Markdown sentence. */
export function defaultValueParts(value: string): DefaultPart[] {
  if (!isMarkdownDefault(value)) return [{text: value, code: true}];
  const parts: DefaultPart[] = [];
  let last = 0;
  for (const m of value.matchAll(CODE_SPAN)) {
    if (m.index > last) parts.push({text: value.slice(last, m.index), code: false});
    parts.push({text: m[1], code: true});
    last = m.index + m[0].length;
  }
  if (last < value.length) parts.push({text: value.slice(last), code: false});
  return parts;
}
