/**
 * API pages of the types a product lists in the registry (`api.interfaces`) and of the types its
 * root components' props name (`api.followReferences`): members read from the highest plan's
 * declaration, which is the superset (e.g. premium's `GridApi`).
 */
import ts from 'typescript';
import type {Plan, Product} from '../../../src/config/products';
import type {ApiPageData, ApiSection} from '../model';
import {toKebab} from '../kebab';
import {apiPagePath} from '../routes';
import {resolveAlias} from './components';
import {docToHtml, firstSentence, readDoc, deprecation} from './jsdoc';
import {compareMembers, extractMembers, type MemberContext} from './members';
import type {SectionPackage} from './packages';
import {splitTopLevelUnion} from '../format';
import {probeAliasName} from './program';

export function collectReferences(symbol: ts.Symbol, pattern: RegExp, into: Set<string>): void {
  for (const decl of symbol.declarations ?? []) {
    const visit = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node)) {
        const id = ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text;
        if (pattern.test(id)) into.add(id);
      }
      ts.forEachChild(node, visit);
    };
    if ((ts.isPropertySignature(decl) || ts.isMethodSignature(decl)) && decl.type) visit(decl.type);
  }
}

/** A page per type the product lists or its root components' props name (see `ProductApi`). */
export function interfacePages(
  checker: ts.TypeChecker,
  homeFiles: Map<string, string[]>,
  exportsByPackage: Map<string, Map<string, ts.Symbol>>,
  product: Product,
  /** The product's packages in this analysis (8.15.0, or the v7 aliases for the change tables). */
  productPkgs: readonly SectionPackage[],
  referenced: Set<string>,
  takenSlugs: Set<string>,
  /** Probe aliases naming each listed type without arguments (analyze.ts DEFAULTS_PROBE_FILE). */
  probes: Map<string, ts.Symbol> = new Map(),
): ApiPageData[] {
  const section = product.id as ApiSection;
  const names = new Set([...product.api.interfaces, ...[...referenced].sort()]);
  const pages: ApiPageData[] = [];
  for (const name of names) {
    const exporters = productPkgs.filter((p) => exportsByPackage.get(p.name)?.has(name));
    if (!exporters.length) continue;
    const slug = toKebab(name);
    if (takenSlugs.has(slug)) continue;
    // The highest plan's declaration is the superset (e.g. GridApi of the premium package).
    const top = exporters[exporters.length - 1];
    const symbol = resolveAlias(checker, exportsByPackage.get(top.name)!.get(name)!);
    const decl = symbol.declarations?.find((d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d));
    if (!decl || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    const plan: Plan = exporters[0].plan;
    const ctx: MemberContext = {checker, homeFiles, pagePlan: plan};
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    let members = membersOfType(ctx, declared);
    // A generic type alias whose parameters have defaults: its members with those defaults, when
    // that resolves more of them than the uninstantiated alias (see DEFAULTS_PROBE_FILE).
    const probe = probes.get(probeAliasName(top.name, name));
    if (probe && ts.isTypeAliasDeclaration(decl) && decl.typeParameters?.every((p) => p.default)) {
      const withDefaults = membersOfType(ctx, checker.getDeclaredTypeOfSymbol(probe));
      if (withDefaults.length > members.length) members = withDefaults;
    }
    const doc = readDoc(decl);
    const page: ApiPageData = {
      section,
      kind: 'interface',
      name,
      slug,
      path: apiPagePath(section, slug),
      plan,
      descriptionHtml: docToHtml({...doc, params: []}),
      summary: firstSentence(doc.description),
      imports: exporters.map((p) => ({packageName: p.name, plan: p.plan, code: `import type { ${name} } from '${p.name}';`})),
      props: members,
      slots: [],
      classes: [],
    };
    if (ts.isTypeAliasDeclaration(decl)) page.definition = decl.type.getText().replace(/\s+/g, ' ');
    if (doc.tags.has('deprecated')) Object.assign(page, deprecation(doc.tags.get('deprecated') ?? ''));
    if (!members.length && !page.definition) continue;
    pages.push(page);
  }
  return pages;
}

/**
 * Members of an object type; for a union of object types (GridColDef) or of intersections (an
 * `XAxis` is one intersection per scale type), every member of any variant.
 */
function membersOfType(ctx: MemberContext, type: ts.Type) {
  if (type.isUnion() && type.types.every((t) => t.getFlags() & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) {
    const byName = new Map<string, ReturnType<typeof extractMembers>['members'][number]>();
    // Variants that are intersections differ in a member's type (`scaleType: 'band'`, `'linear'`,
    // ...): list every variant's type. Object variants keep the first declaration, as before.
    const joinTypes = type.types.some((t) => t.isIntersection());
    for (const variant of type.types) {
      for (const m of extractMembers(ctx, variant).members) {
        const seen = byName.get(m.name);
        if (!seen) byName.set(m.name, {...m});
        else if (joinTypes) seen.type = joinUnionTexts(seen.type, m.type);
      }
    }
    return [...byName.values()].sort(compareMembers);
  }
  if (!(type.getFlags() & ts.TypeFlags.Object) && !type.isIntersection()) return [];
  if (ctx.checker.isArrayType(type) || ctx.checker.isTupleType(type)) return [];
  return extractMembers(ctx, type).members;
}

/** `a | b` and `b | c` -> `a | b | c`: each member of either union once, in first-seen order. */
export function joinUnionTexts(a: string, b: string): string {
  return [...new Set([...splitTopLevelUnion(a), ...splitTopLevelUnion(b)])].join(' | ');
}
