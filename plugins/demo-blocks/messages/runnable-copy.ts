/**
 * The localized demo the page runs: written beside the generated demo modules, so its relative
 * imports are rewritten to the absolute files the original demo's imports resolve to.
 */
import path from 'node:path';
import ts from 'typescript';
import {writeContentNamed} from '../generate/write-once';

/** `scope` maps each runtime import of the demo as written to what webpack should import. */
export function writeRunnableCopy(
  source: string,
  demoFile: string,
  locale: {name: string; outDir: string},
  scope: Record<string, string>,
): string {
  const file = ts.createSourceFile(demoFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let code = source;
  const specifiers = file.statements
    .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => s.moduleSpecifier as ts.StringLiteral)
    .filter((literal) => literal.text.startsWith('.'))
    .sort((a, b) => b.getStart(file) - a.getStart(file));
  for (const literal of specifiers) {
    // Type-only imports are not in the scope: resolve them beside the original demo.
    const target = scope[literal.text] ?? path.resolve(path.dirname(demoFile), literal.text);
    code = code.slice(0, literal.getStart(file)) + JSON.stringify(target) + code.slice(literal.getEnd());
  }
  return writeContentNamed(path.join(locale.outDir, locale.name), path.basename(demoFile, '.tsx'), '.tsx', code);
}
