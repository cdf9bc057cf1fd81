/** Props / interface members of a type, read from their declarations in the installed .d.ts. */
import ts from 'typescript';
import type {Plan} from '../../../src/config/products';
import type {ApiMember} from '../model';
import {docToHtml, readDoc, type DocInfo, deprecation} from './jsdoc';
import {packageOfFile, planOfPackage, PLAN_RANK} from './packages';
import {splitTopLevelUnion} from '../format';

export interface MemberContext {
  checker: ts.TypeChecker;
  /** Declaration file -> components declared in it ("home files"), to tell inherited props. */
  homeFiles: Map<string, string[]>;
  /** Name of the documented component (its own home file never counts as inherited). */
  ownerName?: string;
  pagePlan: Plan;
}

export interface ExtractedMembers {
  members: ApiMember[];
  /** Symbols by name, for slots/classes follow-ups. */
  symbols: Map<string, ts.Symbol>;
  /** Names of the React/DOM interfaces that declared the left-out native props. */
  nativeInterfaces: Set<string>;
}

const MUI_FILE = /[\\/]node_modules[\\/]@mui[\\/]/;

/** Type text as the package wrote it, with whitespace collapsed; expanded where an alias hides the values. */
function typeText(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.Declaration): string {
  let node: ts.TypeNode | undefined;
  if (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) node = decl.type;
  if (ts.isMethodSignature(decl) || ts.isMethodDeclaration(decl)) {
    const params = decl.parameters.map((p) => p.getText()).join(', ');
    const typeParams = decl.typeParameters ? `<${decl.typeParameters.map((t) => t.getText()).join(', ')}>` : '';
    return collapse(`${typeParams}(${params}) => ${decl.type ? decl.type.getText() : 'void'}`);
  }
  const written = node ? collapse(node.getText()) : '';
  if (written && !/OverridableStringUnion|SxProps</.test(written)) return written;
  if (/SxProps</.test(written)) return 'SxProps<Theme>';
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, decl));
  const print = (t: ts.Type) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
  // Print unions member by member so an alias such as OverridableStringUnion shows its values.
  const text = type.isUnion()
    ? type.types
        .map(print)
        .filter((t) => t.trim())
        .join(' | ')
    : print(type);
  return collapse(text).replace(/"/g, "'");
}

/** An optional prop may always be undefined; saying so on every row is noise. */
export function withoutUndefined(type: string, optional: boolean): string {
  if (!optional) return type;
  const members = splitTopLevelUnion(type);
  const kept = members.filter((m) => m !== 'undefined');
  return kept.length && kept.length < members.length ? kept.join(' | ') : type;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
}

/**
 * The values of a prop whose type is a union of string (and boolean) literals, resolved through
 * aliases (`variant: Variant`), in declaration order; undefined for any other type. A plain
 * `boolean` (`true | false` and nothing else) is not a choice list.
 */
export function literalValues(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.Declaration): string[] | undefined {
  let type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, decl));
  // A generic component's prop (`TextField`'s `variant: Variant`) offers its constraint's values.
  if (type.flags & ts.TypeFlags.TypeParameter) type = checker.getNonNullableType(checker.getBaseConstraintOfType(type) ?? type);
  if (!type.isUnion()) return undefined;
  const values: string[] = [];
  for (const t of type.types) {
    if (t.isStringLiteral()) values.push(t.value);
    else if (t.flags & ts.TypeFlags.BooleanLiteral) values.push(checker.typeToString(t));
    else return undefined;
  }
  const distinct = [...new Set(values)];
  if (distinct.every((v) => v === 'true' || v === 'false')) return undefined;
  return distinct;
}

function hasDoc(decl: ts.Node): boolean {
  return ts.getJSDocCommentsAndTags(decl).length > 0;
}

export function extractMembers(ctx: MemberContext, type: ts.Type): ExtractedMembers {
  const {checker} = ctx;
  const result: ExtractedMembers = {members: [], symbols: new Map(), nativeInterfaces: new Set()};
  for (const symbol of checker.getPropertiesOfType(type)) {
    const name = symbol.getName();
    const decls = symbol.getDeclarations() ?? [];
    const muiDecls = decls.filter((d) => MUI_FILE.test(d.getSourceFile().fileName));
    if (!muiDecls.length) {
      // React's own and DOM attributes: summarised as "spread to the root element", not listed.
      for (const d of decls) {
        const parent = d.parent;
        if (parent && (ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent))) {
          result.nativeInterfaces.add(parent.name.text);
        }
      }
      continue;
    }
    const inheritedOf = (d: ts.Declaration) => {
      const owners = ctx.homeFiles.get(d.getSourceFile().fileName);
      if (!owners || (ctx.ownerName && owners.includes(ctx.ownerName))) return undefined;
      return owners[0];
    };
    // Prefer the component's own declaration, then one that carries documentation.
    const own = muiDecls.filter((d) => !inheritedOf(d));
    const pool = own.length ? own : muiDecls;
    const primary = pool.find(hasDoc) ?? pool[0];
    let doc: DocInfo = readDoc(primary);
    if (!doc.description && !doc.tags.size) {
      const documented = muiDecls.find(hasDoc);
      if (documented) doc = readDoc(documented);
    }
    // The plan that introduces a member: the lowest plan among the packages declaring it.
    const plans = muiDecls.map((d) => planOfPackage(packageOfFile(d.getSourceFile().fileName))).filter((p): p is Plan => Boolean(p));
    const plan = plans.sort((a, b) => PLAN_RANK[a] - PLAN_RANK[b])[0];
    const member: ApiMember = {
      name,
      type: withoutUndefined(typeText(checker, symbol, primary), Boolean(symbol.flags & ts.SymbolFlags.Optional)),
      descriptionHtml: docToHtml(doc),
      required: !(symbol.flags & ts.SymbolFlags.Optional),
    };
    const literals = literalValues(checker, symbol, primary);
    if (literals) member.literals = literals;
    const def = doc.tags.get('default');
    if (def !== undefined) member.defaultValue = def;
    if (doc.tags.has('deprecated')) Object.assign(member, deprecation(doc.tags.get('deprecated') ?? ''));
    if (plan && plan !== ctx.pagePlan && plan !== 'community') member.plan = plan;
    const inherited = own.length ? undefined : inheritedOf(primary);
    if (inherited) member.inheritedFrom = inherited;
    result.members.push(member);
    result.symbols.set(name, symbol);
  }
  result.members.sort(compareMembers);
  return result;
}

/** Required first, then alphabetical (case-insensitive, stable for equal names). */
export function compareMembers(a: Pick<ApiMember, 'name' | 'required'>, b: Pick<ApiMember, 'name' | 'required'>): number {
  if (a.required !== b.required) return a.required ? -1 : 1;
  return a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name, 'en');
}

/** `<button>` from `ButtonHTMLAttributes`, `svg` from `SVGProps`; undefined when no native props. */
export function nativeElementOf(interfaces: Set<string>): string | undefined {
  if (!interfaces.size) return undefined;
  for (const name of interfaces) {
    const m = /^(\w+)HTMLAttributes$/.exec(name);
    if (m && m[1] !== 'All') return ELEMENT_OF[m[1]] ?? m[1].toLowerCase();
  }
  if ([...interfaces].some((n) => n.startsWith('SVG'))) return 'svg';
  if ([...interfaces].some((n) => /HTMLAttributes|AriaAttributes|DOMAttributes/.test(n))) return 'element';
  return undefined;
}

const ELEMENT_OF: Record<string, string> = {Anchor: 'a', TextArea: 'textarea', Table: 'table', Li: 'li', Img: 'img', OList: 'ol'};
