/**
 * The TypeScript program the API generator reads the packages with, and the virtual probe modules
 * it adds so that generic types and components are documented with their type parameters' defaults.
 */
import path from 'node:path';
import ts from 'typescript';
import {PRODUCTS} from '../../../src/config/products';
import {classifyExport} from './components';
import {SECTION_PACKAGES, type SectionPackage} from './packages';

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

function defaultsProbeSource(packages: readonly SectionPackage[]): string {
  const lines: string[] = [];
  for (const product of PRODUCTS) {
    for (const pkg of packages.filter((p) => p.section === product.id)) {
      for (const name of product.api.interfaces)
        lines.push(`export type ${probeAliasName(pkg.name, name)} = import('${pkg.name}').${name};`);
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

/**
 * `packages` defaults to the installed 8.15.0 packages of every section; plugins/api-diff passes
 * the npm aliases of the v7 packages (`@mui/x-data-grid-v7`, ...) to analyse those the same way.
 */
export function createProgram(
  rootDir: string,
  packages: readonly SectionPackage[] = SECTION_PACKAGES,
  jsxProbes: readonly JsxProbe[] = [],
  oldProgram?: ts.Program,
): {program: ts.Program; entries: Map<string, string>} {
  const entries = new Map<string, string>();
  for (const pkg of packages) entries.set(pkg.name, path.join(rootDir, 'node_modules', pkg.name, 'index.d.ts'));
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
    [path.join(rootDir, DEFAULTS_PROBE_FILE), {text: defaultsProbeSource(packages), kind: ts.ScriptKind.TS}],
  ]);
  if (jsxProbes.length) virtual.set(path.join(rootDir, JSX_PROBE_FILE), {text: jsxProbeSource(jsxProbes), kind: ts.ScriptKind.TSX});
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const file = virtual.get(path.resolve(fileName));
    return file
      ? ts.createSourceFile(fileName, file.text, languageVersion, true, file.kind)
      : getSourceFile(fileName, languageVersion, ...rest);
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
export function genericComponents(program: ts.Program, entries: Map<string, string>, packages: readonly SectionPackage[]): JsxProbe[] {
  const checker = program.getTypeChecker();
  const found: JsxProbe[] = [];
  for (const pkg of packages.filter((p) => GENERIC_DEFAULTS_SECTIONS.has(p.section))) {
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
export function jsxProbeProps(program: ts.Program, entries: Map<string, string>, probes: readonly JsxProbe[]) {
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
