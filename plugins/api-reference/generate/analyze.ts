/**
 * The type analysis: one TypeScript program over the installed packages' index.d.ts, from which
 * every exported component (and the interfaces each product lists in src/config/products.ts)
 * becomes one ApiPageData.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {PRODUCTS} from '../../../src/config/products';
import type {ApiCssClass, ApiImport, ApiManifest, ApiPageData, ApiSection, ApiSlot} from '../model';
import {toKebab} from '../kebab';
import {apiPagePath} from '../routes';
import {classifyExport, resolveAlias} from './components';
import {docToHtml, firstSentence, readDoc, deprecation} from './jsdoc';
import {extractMembers, nativeElementOf, type MemberContext} from './members';
import {MATERIAL_PACKAGE, PLAN_RANK, SECTION_PACKAGES, type SectionPackage} from './packages';
import {collectReferences, interfacePages} from './interfaces';
import {createProgram, DEFAULTS_PROBE_FILE, genericComponents, jsxProbeProps} from './program';

export interface AnalyzeResult {
  pages: ApiPageData[];
  skipped: ApiManifest['skipped'];
}

interface Entry {
  pkg: SectionPackage;
  symbol: ts.Symbol;
  propsType: ts.Type | undefined;
}

export type RuntimeLoader = (packageName: string) => Record<string, unknown>;

export function analyze(
  rootDir: string,
  loadRuntime: RuntimeLoader,
  packages: readonly SectionPackage[] = SECTION_PACKAGES,
): AnalyzeResult {
  const first = createProgram(rootDir, packages);
  const generic = genericComponents(first.program, first.entries, packages);
  const {program, entries} = generic.length ? createProgram(rootDir, packages, generic, first.program) : first;
  const checker = program.getTypeChecker();
  const probedProps = jsxProbeProps(program, entries, generic);
  const probeFile = program.getSourceFile(entries.get(DEFAULTS_PROBE_FILE)!);
  const probeModule = probeFile && checker.getSymbolAtLocation(probeFile);
  const probes = new Map<string, ts.Symbol>();
  for (const s of probeModule ? checker.getExportsOfModule(probeModule) : []) probes.set(s.getName(), s);
  const skipped: AnalyzeResult['skipped'] = [];
  /** section -> component name -> exporting packages (lowest plan first after sorting). */
  const components = new Map<ApiSection, Map<string, Entry[]>>();
  /** package -> export name -> symbol, for `*Classes` and interface lookups. */
  const exportsByPackage = new Map<string, Map<string, ts.Symbol>>();

  for (const pkg of packages) {
    const sourceFile = program.getSourceFile(entries.get(pkg.name)!);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`api-reference: cannot read the types of ${pkg.name} (${entries.get(pkg.name)})`);
    // A component only counts when the package really exports it (some .d.ts declare more).
    let runtime: Record<string, unknown> | undefined;
    try {
      runtime = loadRuntime(pkg.name);
    } catch {
      runtime = undefined;
    }
    const byName = new Map<string, ts.Symbol>();
    exportsByPackage.set(pkg.name, byName);
    const sectionMap = components.get(pkg.section) ?? new Map<string, Entry[]>();
    components.set(pkg.section, sectionMap);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      byName.set(exported.getName(), exported);
      const cls = classifyExport(checker, exported);
      if (cls.kind === 'skipped') skipped.push({packageName: pkg.name, name: exported.getName(), reason: cls.reason});
      if (cls.kind !== 'component') continue;
      if (runtime && !(exported.getName() in runtime)) {
        skipped.push({packageName: pkg.name, name: exported.getName(), reason: 'declared in the types but not exported at runtime'});
        continue;
      }
      // A generic component: its props with the type parameters' defaults, when that resolves more.
      let propsType = cls.propsType;
      const probed = cls.signature.typeParameters?.length ? probedProps(pkg.name, exported.getName()) : undefined;
      if (probed && (!propsType || probed.getProperties().length > propsType.getProperties().length)) propsType = probed;
      const list = sectionMap.get(exported.getName()) ?? [];
      list.push({pkg, symbol: cls.symbol, propsType});
      sectionMap.set(exported.getName(), list);
    }
  }

  const homeFiles = new Map<string, string[]>();
  for (const sectionMap of components.values()) {
    for (const [name, list] of sectionMap) {
      for (const e of list) {
        const file = (e.symbol.valueDeclaration ?? e.symbol.declarations?.[0])?.getSourceFile().fileName;
        if (!file) continue;
        const owners = homeFiles.get(file) ?? [];
        if (!owners.includes(name)) owners.push(name);
        homeFiles.set(file, owners);
      }
    }
  }

  const pages: ApiPageData[] = [];
  /** Per product, the types its root components' props name that match its reference pattern. */
  const references = new Map<string, Set<string>>();
  for (const [section, sectionMap] of components) {
    for (const [name, list] of sectionMap) {
      list.sort((a, b) => PLAN_RANK[a.pkg.plan] - PLAN_RANK[b.pkg.plan]);
      const base = list[0];
      const plan = base.pkg.plan;
      const ctx: MemberContext = {checker, homeFiles, ownerName: name, pagePlan: plan};
      const extracted = base.propsType ? extractMembers(ctx, base.propsType) : undefined;
      const decl = base.symbol.valueDeclaration ?? base.symbol.declarations?.[0];
      const doc = decl ? withoutUpstreamLinkList(readDoc(decl)) : undefined;
      const page: ApiPageData = {
        section,
        kind: 'component',
        name,
        slug: toKebab(name),
        path: apiPagePath(section, toKebab(name)),
        plan,
        descriptionHtml: doc ? docToHtml({...doc, params: []}) : '',
        summary: doc ? firstSentence(doc.description) : '',
        imports: componentImports(
          rootDir,
          name,
          list.map((e) => e.pkg),
        ),
        props: extracted?.members ?? [],
        slots: [],
        classes: [],
      };
      if (doc?.tags.has('deprecated')) Object.assign(page, deprecation(doc.tags.get('deprecated') ?? ''));
      if (extracted) {
        const slotsSymbol = extracted.symbols.get('slots');
        if (slotsSymbol) page.slots = readSlots(checker, slotsSymbol);
        const classes = readClasses(checker, name, extracted.symbols.get('classes'), list, exportsByPackage, loadRuntime);
        if (classes) {
          page.classes = classes.rows;
          page.classesExport = classes.exportName;
        }
        const counts = new Map<string, number>();
        for (const m of extracted.members) if (m.inheritedFrom) counts.set(m.inheritedFrom, (counts.get(m.inheritedFrom) ?? 0) + 1);
        const nativeElement = nativeElementOf(extracted.nativeInterfaces);
        if (counts.size || nativeElement) {
          page.inheritance = {
            components: [...counts]
              .sort((a, b) => b[1] - a[1])
              .map(([n, count]) => {
                const target = sectionMap.has(n) ? apiPagePath(section, toKebab(n)) : undefined;
                return target ? {name: n, path: target, count} : {name: n, count};
              }),
          };
          if (nativeElement) page.inheritance.nativeElement = nativeElement;
        }
        const follow = PRODUCTS.find((p) => p.id === section)?.api.followReferences;
        if (follow?.components.includes(name)) {
          const into = references.get(section) ?? new Set<string>();
          references.set(section, into);
          for (const symbol of extracted.symbols.values()) collectReferences(symbol, new RegExp(follow.pattern), into);
        }
      }
      pages.push(page);
    }
  }

  for (const product of PRODUCTS) {
    const taken = new Set(pages.filter((p) => p.section === product.id).map((p) => p.slug));
    const productPkgs = packages.filter((p) => p.section === product.id);
    pages.push(
      ...interfacePages(checker, homeFiles, exportsByPackage, product, productPkgs, references.get(product.id) ?? new Set(), taken, probes),
    );
  }
  assertUniquePaths(pages);
  pages.sort((a, b) => a.path.localeCompare(b.path));
  skipped.sort((a, b) => a.packageName.localeCompare(b.packageName) || a.name.localeCompare(b.name));
  return {pages, skipped};
}

/**
 * Component JSDoc that is only a list of upstream "Demos:"/"Features:" and "API:" links is dropped:
 * this page is the API page, and the portal has its own demos section.
 */
function withoutUpstreamLinkList(doc: ReturnType<typeof readDoc>): ReturnType<typeof readDoc> {
  return /^\s*(?:Demos|Features):/.test(doc.description) ? {...doc, description: ''} : doc;
}

function componentImports(rootDir: string, name: string, pkgs: SectionPackage[]): ApiImport[] {
  const imports: ApiImport[] = [];
  for (const pkg of pkgs) {
    let code = `import { ${name} } from '${pkg.name}';`;
    if (pkg.name === MATERIAL_PACKAGE && fs.existsSync(path.join(rootDir, 'node_modules', pkg.name, name, 'index.d.ts'))) {
      code = `import ${name} from '${pkg.name}/${name}';\n// or\n${code}`;
    }
    imports.push({packageName: pkg.name, plan: pkg.plan, code});
  }
  return imports;
}

function readSlots(checker: ts.TypeChecker, slotsSymbol: ts.Symbol): ApiSlot[] {
  const decl = slotsSymbol.valueDeclaration ?? slotsSymbol.declarations?.[0];
  if (!decl) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsSymbol, decl));
  const slots: ApiSlot[] = [];
  for (const slot of checker.getPropertiesOfType(type)) {
    const d = slot.declarations?.find((x) => ts.getJSDocCommentsAndTags(x).length) ?? slot.declarations?.[0];
    const doc = d ? readDoc(d) : undefined;
    const row: ApiSlot = {name: slot.getName(), descriptionHtml: doc ? docToHtml({...doc, params: []}) : ''};
    const def = doc?.tags.get('default');
    if (def) row.defaultComponent = def;
    slots.push(row);
  }
  return slots.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Interface behind the written `Partial<XClasses>` (or the written type itself). */
function classesInterface(checker: ts.TypeChecker, node: ts.TypeNode): ts.Type {
  if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Partial' && node.typeArguments?.length) {
    return checker.getTypeFromTypeNode(node.typeArguments[0]);
  }
  return checker.getNonNullableType(checker.getTypeFromTypeNode(node));
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function readClasses(
  checker: ts.TypeChecker,
  componentName: string,
  classesProp: ts.Symbol | undefined,
  entries: Entry[],
  exportsByPackage: Map<string, Map<string, ts.Symbol>>,
  loadRuntime: RuntimeLoader,
): {exportName: string; rows: ApiCssClass[]} | undefined {
  let iface: ts.Type | undefined;
  const propDecl = classesProp?.declarations?.find((d) => ts.isPropertySignature(d) && d.type);
  if (propDecl && ts.isPropertySignature(propDecl) && propDecl.type) iface = classesInterface(checker, propDecl.type);
  const candidates: {pkg: string; name: string; type: ts.Type}[] = [];
  for (const e of entries) {
    for (const [name, sym] of exportsByPackage.get(e.pkg.name) ?? []) {
      if (!/^[a-z]\w*Classes$/.test(name)) continue;
      const target = resolveAlias(checker, sym);
      if (!(target.flags & ts.SymbolFlags.Value)) continue;
      candidates.push({pkg: e.pkg.name, name, type: checker.getTypeOfSymbol(target)});
    }
  }
  // Same interface as the `classes` prop, else the export named after the component.
  // (`gridClasses` is typed `Record<keyof GridClasses, string>`, so equal key sets count as the same.)
  const keysOf = (t: ts.Type) =>
    checker
      .getPropertiesOfType(t)
      .map((p) => p.getName())
      .sort()
      .join('|');
  const ifaceKeys = iface ? keysOf(iface) : '';
  // Several exports can share a key set ({root, faded, highlighted} in charts): among those, the
  // one named after the component wins over the first found.
  const ownName = `${lowerFirst(componentName)}Classes`;
  const sameInterface = (c: (typeof candidates)[number]) =>
    Boolean((c.type.symbol && c.type.symbol === iface!.symbol) || (ifaceKeys && keysOf(c.type) === ifaceKeys));
  let match = iface ? candidates.find((c) => c.type.symbol && c.type.symbol === iface!.symbol) : undefined;
  match ??= iface ? candidates.find((c) => c.name === ownName && sameInterface(c)) : undefined;
  match ??= iface ? candidates.find(sameInterface) : undefined;
  match ??= candidates.find((c) => c.name === ownName);
  if (!match) return undefined;
  iface ??= match.type;
  let runtime: Record<string, unknown> = {};
  try {
    runtime = (loadRuntime(match.pkg)[match.name] ?? {}) as Record<string, unknown>;
  } catch {
    runtime = {};
  }
  const rows: ApiCssClass[] = [];
  for (const key of checker.getPropertiesOfType(iface)) {
    const d = key.declarations?.[0];
    const doc = d ? readDoc(d) : undefined;
    const value = runtime[key.getName()];
    rows.push({
      ruleName: key.getName(),
      className: typeof value === 'string' ? value : '',
      descriptionHtml: doc ? docToHtml({...doc, params: []}) : '',
    });
  }
  return {exportName: match.name, rows: rows.sort((a, b) => a.ruleName.localeCompare(b.ruleName, 'en'))};
}

function assertUniquePaths(pages: ApiPageData[]): void {
  const seen = new Map<string, string>();
  for (const p of pages) {
    const prev = seen.get(p.path);
    if (prev) throw new Error(`api-reference: ${prev} and ${p.name} both map to ${p.path}`);
    seen.set(p.path, p.name);
  }
}
