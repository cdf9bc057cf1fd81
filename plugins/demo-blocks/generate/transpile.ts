/**
 * TS -> JS for the JS variant of a demo, at build time: TypeScript's transpileModule (types and
 * type-only imports removed, JSX kept), then prettier so the JS reads like hand-written code.
 */
import ts from 'typescript';
// The standalone build: no dynamic plugin loading, so it runs the same in the build and in jest.
import {format} from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';

/** Prettier settings of demo sources, TS and generated JS alike. */
export const DEMO_PRETTIER_OPTIONS = {singleQuote: true, trailingComma: 'all', printWidth: 100, bracketSpacing: false} as const;

// transpileModule drops blank lines; top-level ones carry meaning (imports / body), so keep them.
const BLANK_LINE_MARKER = '//__demo_blank_line__';

function markTopLevelBlankLines(source: string): string {
  const lines = source.split('\n');
  return lines
    .map((line, i) => {
      const next = lines[i + 1];
      const isTopLevelBlank = line.trim() === '' && next !== undefined && /^[A-Za-z/@]/.test(next);
      return isTopLevelBlank ? BLANK_LINE_MARKER : line;
    })
    .join('\n');
}

export async function generateJavaScript(tsSource: string, fileName: string): Promise<string> {
  const output = ts.transpileModule(markTopLevelBlankLines(tsSource), {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      verbatimModuleSyntax: false,
      isolatedModules: true,
    },
  });
  const errors = (output.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const message = ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n');
    throw new Error(`Cannot generate JS for demo ${fileName}: ${message}`);
  }
  const js = output.outputText
    .replace(/^\s*export \{\};?\s*$/m, '')
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line))
    .join('\n');
  return format(js, {...DEMO_PRETTIER_OPTIONS, parser: 'babel', plugins: [babelPlugin, estreePlugin]});
}
