/**
 * Rewrites a module's static Docusaurus translations (see index.ts for why):
 * - `description` (context for translators, never shown) is removed from `translate({...})` calls
 *   and `<Translate>` elements, in every locale;
 * - with the locale's messages given, the English default message is replaced by the translation,
 *   so the module carries its own text and the global table need not.
 * Edits are made in place by position, so the rest of the module is untouched.
 */
import {parse, type ParserPlugin} from '@babel/parser';

export const TRANSLATE_MODULE = '@docusaurus/Translate';

export interface TranslationScan {
  /** The module's code after the edits. */
  code: string;
  /** Keys whose translation is now in this module. */
  inlined: string[];
  /** Keys this module still looks up in the global table (static, but not inlined here). */
  lookedUp: string[];
  /** Calls whose key is not a literal: the global table must stay whole for them. */
  dynamic: number;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

// Just the Babel node fields this module reads.
interface BNode {
  type: string;
  start?: number | null;
  end?: number | null;
  [field: string]: unknown;
}

function parserPlugins(filename: string): ParserPlugin[] {
  if (/\.tsx$/.test(filename)) return ['typescript', 'jsx'];
  if (/\.[cm]?ts$/.test(filename)) return ['typescript'];
  return ['jsx'];
}

function isNode(value: unknown): value is BNode {
  return typeof value === 'object' && value !== null && typeof (value as BNode).type === 'string';
}

function walk(node: BNode, visit: (n: BNode) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
    if (Array.isArray(value)) value.forEach((v) => isNode(v) && walk(v, visit));
    else if (isNode(value)) walk(value, visit);
  }
}

/** The string a literal node stands for, when it is one (a template without expressions counts). */
function staticString(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as BNode[])[0]!.value as {cooked: string}).cooked;
  }
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression);
  return undefined;
}

function propName(prop: BNode): string | undefined {
  const key = prop.key as BNode;
  if (prop.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : staticString(key);
}

/** Removes one entry of a comma-separated list (object properties), with its separator. */
function removeFromList(list: BNode[], index: number): Edit {
  const item = list[index]!;
  const next = list[index + 1];
  if (next) return {start: item.start!, end: next.start!, text: ''};
  const prev = list[index - 1];
  return {start: prev ? prev.end! : item.start!, end: item.end!, text: ''};
}

export function rewriteTranslations(
  source: string,
  filename: string,
  messages?: Readonly<Record<string, string>>,
): TranslationScan | undefined {
  if (!source.includes(TRANSLATE_MODULE)) return undefined;
  const ast = parse(source, {sourceType: 'module', plugins: parserPlugins(filename), errorRecovery: false}) as unknown as BNode;
  let fnName: string | undefined;
  let componentName: string | undefined;
  for (const stmt of (ast.program as BNode).body as BNode[]) {
    if (stmt.type !== 'ImportDeclaration' || (stmt.source as BNode).value !== TRANSLATE_MODULE) continue;
    for (const spec of stmt.specifiers as BNode[]) {
      if (spec.type === 'ImportDefaultSpecifier') componentName = (spec.local as BNode).name as string;
      if (spec.type !== 'ImportSpecifier') continue;
      const imported = spec.imported as BNode;
      if ((imported.type === 'Identifier' ? imported.name : imported.value) === 'translate') fnName = (spec.local as BNode).name as string;
    }
  }
  const edits: Edit[] = [];
  const inlined = new Set<string>();
  const lookedUp = new Set<string>();
  let dynamic = 0;
  const translationOf = (key: string | undefined) =>
    key !== undefined && messages && Object.hasOwn(messages, key) ? messages[key] : undefined;

  walk(ast, (node) => {
    if (
      node.type === 'CallExpression' &&
      fnName &&
      (node.callee as BNode).type === 'Identifier' &&
      (node.callee as BNode).name === fnName
    ) {
      const arg = (node.arguments as BNode[])[0];
      if (!arg || arg.type !== 'ObjectExpression') {
        dynamic += 1;
        return;
      }
      const props = arg.properties as BNode[];
      const find = (name: string) => props.findIndex((p) => p.type === 'ObjectProperty' && propName(p) === name);
      const idIndex = find('id');
      const messageIndex = find('message');
      const id = idIndex >= 0 ? staticString(props[idIndex]!.value) : undefined;
      const message = messageIndex >= 0 ? staticString(props[messageIndex]!.value) : undefined;
      const key = idIndex >= 0 ? id : message;
      if (key === undefined || props.some((p) => p.type !== 'ObjectProperty')) {
        dynamic += 1;
        return;
      }
      const translation = translationOf(key);
      if (translation !== undefined && message !== undefined) {
        const value = props[messageIndex]!.value as BNode;
        edits.push({start: value.start!, end: value.end!, text: JSON.stringify(translation)});
        inlined.add(key);
      } else {
        lookedUp.add(key);
      }
      const descIndex = find('description');
      if (descIndex >= 0) edits.push(removeFromList(props, descIndex));
      return;
    }
    if (node.type === 'JSXElement' && componentName) {
      const opening = node.openingElement as BNode;
      const name = opening.name as BNode;
      if (name.type !== 'JSXIdentifier' || name.name !== componentName) return;
      const attrs = opening.attributes as BNode[];
      const attr = (n: string) => attrs.find((a) => a.type === 'JSXAttribute' && (a.name as BNode).name === n);
      const idAttr = attr('id');
      const id = idAttr ? staticString(idAttr.value) : undefined;
      const children = (node.children as BNode[]).filter((c) => !(c.type === 'JSXText' && !(c.value as string).trim()));
      const child = children.length === 1 ? children[0]! : undefined;
      const childText = child && child.type !== 'JSXText' ? staticString(child) : undefined;
      const key = idAttr ? id : childText;
      if (key === undefined || attrs.some((a) => a.type !== 'JSXAttribute')) {
        dynamic += 1;
        return;
      }
      const translation = translationOf(key);
      const closing = node.closingElement as BNode | null;
      if (translation !== undefined && closing && (child === undefined || child.type === 'JSXText' || childText !== undefined)) {
        edits.push({start: opening.end!, end: closing.start!, text: `{${JSON.stringify(translation)}}`});
        inlined.add(key);
      } else {
        lookedUp.add(key);
      }
      const description = attr('description');
      if (description) edits.push({start: description.start!, end: description.end!, text: ''});
    }
  });

  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return {code, inlined: [...inlined], lookedUp: [...lookedUp], dynamic};
}
