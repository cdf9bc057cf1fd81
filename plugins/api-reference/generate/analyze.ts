/**
 * The type analysis: one TypeScript program over the installed packages' index.d.ts, from which
 * every exported component (and the interfaces each product lists in src/config/products.ts)
 * becomes one ApiPageData.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {PRODUCTS, type Plan, type Product} from '../../../src/config/products';
import type {ApiCssClass, ApiImport, ApiManifest, ApiPageData, ApiSection, ApiSlot} from '../model';
import {toKebab} from '../kebab';
import {apiPagePath} from '../routes';
import {classifyExport, resolveAlias} from './components';
import {docToHtml, firstSentence, readDoc} from './jsdoc';
import {compareMembers, extractMembers, nativeElementOf, type MemberContext} from './members';
import {MATERIAL_PACKAGE, PLAN_RANK, SECTION_PACKAGES, type SectionPackage} from './packages';


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

/**
 * A virtual module that names each listed interface of each package without type arguments
 * (`import('pkg').Name`), so the checker instantiates a generic type alias with its defaults:
 * `AxisConfig` alone is `AxisConfig<S extends ScaleName>` with `S` unresolved, whose scale-specific
 * members (`min`, `max`, `categoryGapRatio`, ...) only exist once `S` is the default `ScaleName`.
 */
export const DEFAULTS_PROBE_FILE = '__api_reference_defaults_probe__.ts';

export function probeAliasName(packageName: string, name: string): string {
  return `Probe__${packageName.replace(/[^A-Za-z0-9]/g, '_')}__${name}`;
}

function defaultsProbeSource(): string {
  const lines: string[] = [];
  for (const product of PRODUCTS) {
    for (const pkg of SECTION_PACKAGES.filter((p) => p.section === product.id)) {
      for (const name of product.api.interfaces) lines.push(`export type ${probeAliasName(pkg.name, name)} = import('${pkg.name}').${name};`);
    }
  }
  return lines.join('\n') + '\n';
}

/**
 * A second virtual module, in TSX: one `<Component />` per generic component (a component whose
 * call signature has type parameters, e.g. `ChartDataProvider<TSeries, TSignatures>`). Resolving
 * that element's signature instantiates the type parameters with their defaults, so the props
 * that depend on them (`xAxis`, `yAxis` of the cartesian plugin, `initialZoom` of the Pro zoom)
 * are known; the bare generic signature leaves them unresolved.
 */
export const JSX_PROBE_FILE = '__api_reference_jsx_probe__.tsx';

export interface JsxProbe {
  packageName: string;
  name: string;
}

function jsxProbeSource(probes: readonly JsxProbe[]): string {
  const lines = probes.map((p, i) => `import {${p.name} as C${i}} from '${p.packageName}';`);
  probes.forEach((_, i) => lines.push(`export const e${i} = <C${i} />;`));
  return lines.join('\n') + '\n';
}

export function createProgram(
  rootDir: string,
  jsxProbes: readonly JsxProbe[] = [],
  oldProgram?: ts.Program,
): {program: ts.Program; entries: Map<string, string>} {
  const entries = new Map<string, string>();
  for (const pkg of SECTION_PACKAGES) entries.set(pkg.name, path.join(rootDir, 'node_modules', pkg.name, 'index.d.ts'));
  const options: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const virtual = new Map<string, {text: string; kind: ts.ScriptKind}>([
    [path.join(rootDir, DEFAULTS_PROBE_FILE), {text: defaultsProbeSource(), kind: ts.ScriptKind.TS}],
  ]);
  if (jsxProbes.length) virtual.set(path.join(rootDir, JSX_PROBE_FILE), {text: jsxProbeSource(jsxProbes), kind: ts.ScriptKind.TSX});
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const file = virtual.get(path.resolve(fileName));
    return file ? ts.createSourceFile(fileName, file.text, languageVersion, true, file.kind) : getSourceFile(fileName, languageVersion, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists(fileName);
  const program = ts.createProgram([...entries.values(), ...virtual.keys()], options, host, oldProgram);
  entries.set(DEFAULTS_PROBE_FILE, path.join(rootDir, DEFAULTS_PROBE_FILE));
  if (jsxProbes.length) entries.set(JSX_PROBE_FILE, path.join(rootDir, JSX_PROBE_FILE));
  return {program, entries};
}

/**
 * Sections whose generic components are documented with their type parameters' defaults. Charts
 * need it: their data providers and Pro containers declare the plugin props (`xAxis`, `zoomData`)
 * through a type parameter. Other sections keep the bare signature, so their pages do not change.
 */
const GENERIC_DEFAULTS_SECTIONS: ReadonlySet<string> = new Set(['charts']);

/** The exported components whose call signature is generic (see JSX_PROBE_FILE). */
function genericComponents(program: ts.Program, entries: Map<string, string>): JsxProbe[] {
  const checker = program.getTypeChecker();
  const found: JsxProbe[] = [];
  for (const pkg of SECTION_PACKAGES.filter((p) => GENERIC_DEFAULTS_SECTIONS.has(p.section))) {
    const sourceFile = program.getSourceFile(entries.get(pkg.name)!);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const cls = classifyExport(checker, exported);
      if (cls.kind === 'component' && cls.signature.typeParameters?.length) found.push({packageName: pkg.name, name: exported.getName()});
    }
  }
  return found;
}

/**
 * Props of a probed generic component, from its `<Component />` element's resolved signature.
 * Resolved on demand, when the analysis reaches that component, so that the types the probe
 * creates do not change the order in which the checker creates the others (unions print in that
 * order).
 */
function jsxProbeProps(program: ts.Program, entries: Map<string, string>, probes: readonly JsxProbe[]) {
  const checker = program.getTypeChecker();
  const elements = new Map<string, ts.JsxSelfClosingElement>();
  const file = entries.get(JSX_PROBE_FILE);
  const sourceFile = file ? program.getSourceFile(file) : undefined;
  sourceFile?.forEachChild(function visit(node): void {
    if (ts.isJsxSelfClosingElement(node)) {
      const probe = probes[Number(node.tagName.getText().slice(1))];
      if (probe) elements.set(`${probe.packageName}\0${probe.name}`, node);
      return;
    }
    node.forEachChild(visit);
  });
  return (packageName: string, name: string): ts.Type | undefined => {
    const element = elements.get(`${packageName}\0${name}`);
    const param = element && checker.getResolvedSignature(element)?.parameters[0];
    return param ? checker.getTypeOfSymbol(param) : undefined;
  };
}

export function analyze(rootDir: string, loadRuntime: RuntimeLoader): AnalyzeResult {
  const first = createProgram(rootDir);
  const generic = genericComponents(first.program, first.entries);
  const {program, entries} = generic.length ? createProgram(rootDir, generic, first.program) : first;
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

  for (const pkg of SECTION_PACKAGES) {
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
        imports: componentImports(rootDir, name, list.map((e) => e.pkg)),
        props: extracted?.members ?? [],
        slots: [],
        classes: [],
      };
      if (doc?.tags.has('deprecated')) page.deprecated = doc.tags.get('deprecated') ?? '';
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
            components: [...counts].sort((a, b) => b[1] - a[1]).map(([n, count]) => {
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
    pages.push(...interfacePages(checker, homeFiles, exportsByPackage, product, references.get(product.id) ?? new Set(), taken, probes));
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
  const keysOf = (t: ts.Type) => checker.getPropertiesOfType(t).map((p) => p.getName()).sort().join('|');
  const ifaceKeys = iface ? keysOf(iface) : '';
  let match = iface
    ? candidates.find((c) => (c.type.symbol && c.type.symbol === iface!.symbol) || (ifaceKeys && keysOf(c.type) === ifaceKeys))
    : undefined;
  match ??= candidates.find((c) => c.name === `${lowerFirst(componentName)}Classes`);
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

function collectReferences(symbol: ts.Symbol, pattern: RegExp, into: Set<string>): void {
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
function interfacePages(
  checker: ts.TypeChecker,
  homeFiles: Map<string, string[]>,
  exportsByPackage: Map<string, Map<string, ts.Symbol>>,
  product: Product,
  referenced: Set<string>,
  takenSlugs: Set<string>,
  probes: Map<string, ts.Symbol> = new Map(),
): ApiPageData[] {
  const section = product.id as ApiSection;
  const productPkgs = SECTION_PACKAGES.filter((p) => p.section === section);
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
    if (doc.tags.has('deprecated')) page.deprecated = doc.tags.get('deprecated') ?? '';
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

/** The members of a union type's text, split at the top level only (not inside `()`, `{}`, `<>`, `[]` or quotes). */
export function splitUnionText(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && !(c === '>' && text[i - 1] === '=')) depth--;
    else if (depth === 0 && text.startsWith(' | ', i)) {
      parts.push(text.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `a | b` and `b | c` -> `a | b | c`: each member of either union once, in first-seen order. */
export function joinUnionTexts(a: string, b: string): string {
  return [...new Set([...splitUnionText(a), ...splitUnionText(b)])].join(' | ');
}

function assertUniquePaths(pages: ApiPageData[]): void {
  const seen = new Map<string, string>();
  for (const p of pages) {
    const prev = seen.get(p.path);
    if (prev) throw new Error(`api-reference: ${prev} and ${p.name} both map to ${p.path}`);
    seen.set(p.path, p.name);
  }
}
