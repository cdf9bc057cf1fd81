/**
 * A demo's own strings in the reader's language, from a message table (English text -> translated
 * text). Every string literal whose whole value is a key, and every JSX text whose trimmed text is
 * a key, is replaced; everything else (module specifiers, identifiers, other strings) stays. Done
 * on the source, so the running demo and the code a reader copies are the same idiomatic file in
 * one language, with no lookup calls in it. Replacing every occurrence keeps comparisons between
 * the file's own strings consistent.
 */
import ts from 'typescript';

export type DemoMessages = Readonly<Record<string, string>>;

export interface LocalizedSource {
  code: string;
  /** Keys the source no longer contains: the table is stale for them. */
  unused: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A string in JSX text or an attribute: literal when JSX allows it, else an expression container. */
function jsxSafe(value: string, quote: boolean): string {
  const needsExpression = quote ? value.includes('"') : /[{}<>]/.test(value);
  if (needsExpression) return `{${JSON.stringify(value)}}`;
  return quote ? `"${value}"` : value;
}

export function localizeDemoSource(source: string, fileName: string, messages: DemoMessages): LocalizedSource {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: Edit[] = [];
  const used = new Set<string>();
  const has = (key: string) => Object.prototype.hasOwnProperty.call(messages, key);

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return; // module specifiers
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && has(node.text)) {
      const value = messages[node.text]!;
      used.add(node.text);
      const inJsxAttribute = ts.isJsxAttribute(node.parent);
      const text = inJsxAttribute
        ? jsxSafe(value, true)
        : ts.isNoSubstitutionTemplateLiteral(node)
          ? `\`${value.replace(/[`\\]|\$\{/g, (m) => `\\${m}`)}\``
          : quoteLike(node.getText(file), value);
      edits.push({start: node.getStart(file), end: node.getEnd(), text});
      return;
    }
    if (ts.isJsxText(node)) {
      const raw = node.getFullText(file);
      const trimmed = raw.trim();
      if (trimmed && has(trimmed)) {
        used.add(trimmed);
        const start = node.getFullStart() + raw.indexOf(trimmed);
        edits.push({start, end: start + trimmed.length, text: jsxSafe(messages[trimmed]!, false)});
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return {code, unused: Object.keys(messages).filter((key) => !used.has(key))};
}

/** The value as a literal in the quote style the source used ('…' or "…"). */
function quoteLike(original: string, value: string): string {
  const quote = original.startsWith('"') ? '"' : "'";
  const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').split(quote).join(`\\${quote}`);
  return `${quote}${escaped}${quote}`;
}
