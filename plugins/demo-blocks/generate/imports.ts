/** The import statements of a demo source, read with TypeScript's parser (no regexes on code). */
import ts from 'typescript';

export interface DemoImport {
  specifier: string;
  /** `import type {...}` or every named binding marked `type`: erased in JS, not needed at run time. */
  typeOnly: boolean;
  /** What it imports: each named binding's exported name (`{A as B}` -> A), the default import's local name. */
  names: string[];
}

export function collectImports(source: string, fileName: string): DemoImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const imports: DemoImport[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    let typeOnly = Boolean(clause?.isTypeOnly);
    if (clause && !typeOnly && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      const elements = clause.namedBindings.elements;
      typeOnly = elements.length > 0 && elements.every((e) => e.isTypeOnly);
    }
    const names: string[] = [];
    if (clause?.name) names.push(clause.name.text);
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
    }
    imports.push({specifier: statement.moduleSpecifier.text, typeOnly, names});
  }
  return imports;
}

export {isBareSpecifier, packageNameOf} from '../dependency-rules';
