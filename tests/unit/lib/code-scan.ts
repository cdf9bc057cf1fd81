/**
 * Reading the code a reader sees on a docs page: JSX opening tags and their attribute names,
 * `apiRef.current.<method>` calls and import bindings, brace- and string-aware enough for demo
 * files and MDX code blocks. Used by the identifier test (every prop shown exists in the packages).
 */

/** Attribute names of each JSX opening tag named in `names` (brace- and string-aware). */
export function tagProps(source: string, names: ReadonlySet<string>): {component: string; props: string[]}[] {
  const found: {component: string; props: string[]}[] = [];
  const tag = /<([A-Z][\w.]*)(?=[\s/>])/g;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    if (!names.has(m[1])) continue;
    const props: string[] = [];
    let depth = 0;
    let quote: string | null = null;
    let token = '';
    for (let i = m.index + m[0].length; i < source.length; i++) {
      const c = source[i];
      if (quote) {
        if (c === quote && source[i - 1] !== '\\') quote = null;
        continue;
      }
      if (c === '"' || c === "'" || c === '`') {
        quote = c;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth === 0 && c === '>') break;
      if (depth === 0 && /[\w-]/.test(c)) token += c;
      else {
        if (token && depth <= 1 && /^[a-zA-Z]/.test(token) && (c === '=' || /\s|\/|>/.test(c))) props.push(token);
        token = '';
      }
    }
    found.push({component: m[1], props: [...new Set(props)]});
  }
  return found;
}

/** Method names after `apiRef.current.` or `apiRef.current?.`. */
export function apiRefMethods(source: string): string[] {
  return [...new Set([...source.matchAll(/apiRef\.current\??\.(\w+)/g)].map((m) => m[1]))];
}

/** Local name -> module of every named or default import in `source`. */
export function importBindings(source: string): Map<string, string> {
  const bindings = new Map<string, string>();
  for (const m of source.matchAll(/import\s+(?:type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [clause, module] = [m[1], m[2]];
    const named = /\{([\s\S]*)\}/.exec(clause);
    for (const part of named?.[1].split(',') ?? []) {
      const [imported, local] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (imported) bindings.set(local || imported, module);
    }
    const def = /^\s*([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause);
    if (def) bindings.set(def[1], module);
  }
  return bindings;
}

/**
 * The code a reader sees: a demo file without comments, or the fenced code blocks of a page
 * (blocks whose meta says `legacy`, such as the "before" side of a migration, are left out).
 */
export function codeOf(file: string, text: string): string {
  const code =
    file.endsWith('.mdx') || file.endsWith('.md')
      ? [...text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```/gm)]
          .filter((m) => !/\blegacy\b/.test(m[1]))
          .map((m) => m[2])
          .join('\n')
      : text;
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}
