/**
 * Which exports are React components. The rule (documented in the plugin README):
 * an exported value whose name starts with a capital letter (optionally after `Unstable_` or
 * `Experimental_`) and whose type has a call signature returning JSX (`JSX.Element`, `ReactElement`,
 * `ReactNode`, possibly with `null`). Function components, `forwardRef` and `memo` results all
 * qualify since their types are callable, and so does `JSXElementConstructor<P>` (a union whose
 * function member is callable). Three look-alikes are left out, each with a reason kept
 * in the manifest: React contexts, emotion `styled()` primitives, and prop-less placeholders
 * that render only `null` (deprecated stubs such as `DataGrid` in the pro package). analyze.ts
 * also skips, with a reason, names the .d.ts declare but the package does not export at runtime.
 */
import ts from 'typescript';

export const COMPONENT_NAME = /^(?:Unstable_|Experimental_)?[A-Z]/;
const JSX_RETURN = /\b(?:Element|ReactNode|ReactElement)\b/;

export type ExportClass =
  | {kind: 'component'; symbol: ts.Symbol; signature: ts.Signature; propsType: ts.Type | undefined}
  | {kind: 'skipped'; reason: string}
  | {kind: 'other'};

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The signature that describes the default usage: no type parameters if possible, with props. */
function pickSignature(signatures: readonly ts.Signature[]): ts.Signature | undefined {
  const withProps = signatures.filter((s) => s.parameters.length > 0);
  return withProps.find((s) => !s.typeParameters?.length) ?? withProps[0] ?? signatures[0];
}

export function classifyExport(checker: ts.TypeChecker, exported: ts.Symbol): ExportClass {
  const name = exported.getName();
  const symbol = resolveAlias(checker, exported);
  if (!COMPONENT_NAME.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) return {kind: 'other'};
  const type = checker.getTypeOfSymbol(symbol);
  // `JSXElementConstructor<P>` is a union of a function and a class type: take the function side.
  const signatures = type.getCallSignatures().length
    ? type.getCallSignatures()
    : type.isUnion()
      ? type.types.flatMap((t) => [...t.getCallSignatures()])
      : [];
  if (!signatures.length) return {kind: 'other'};
  const signature = pickSignature(signatures)!;
  const returns = checker.typeToString(signature.getReturnType());
  if (!JSX_RETURN.test(returns)) {
    if (returns === 'null' && signature.parameters.length === 0) {
      return {kind: 'skipped', reason: 'placeholder without props that renders null'};
    }
    return {kind: 'other'};
  }
  if (type.getProperty('Provider') && type.getProperty('Consumer')) {
    return {kind: 'skipped', reason: 'React context, not a component'};
  }
  if (type.getProperty('withComponent')) {
    return {kind: 'skipped', reason: 'styled() primitive (a styled slot of another component)'};
  }
  const param = signature.parameters[0];
  const propsType = param ? checker.getTypeOfSymbol(param) : undefined;
  return {kind: 'component', symbol, signature, propsType};
}
