/**
 * Says where a reader's edit stopped compiling, in their own terms: their file's name, the line and
 * column of the token that broke it, that line and a caret. Sucrase (live/compile.ts) reports where
 * its parser gave up, which for a broken JSX attribute is the end of the element, lines further down
 * (`height=300}` on line 9 of BarsBasic.tsx: "(14:3)"). Babel's parser names the token itself; it
 * is loaded only when an edit does not compile, in a chunk of its own.
 */
import {LiveSyntaxError} from './compile';

export interface SyntaxErrorPlace {
  line: number;
  /** 1-based. */
  column: number;
  reason: string;
}

/** The first syntax error Babel's parser finds in `code` (TypeScript and JSX), or null when it parses. */
export async function locateSyntaxError(code: string): Promise<SyntaxErrorPlace | null> {
  const {parse} = await import(/* webpackChunkName: "demo-editor-parser" */ '@babel/parser');
  try {
    parse(code, {sourceType: 'module', plugins: ['typescript', 'jsx']});
    return null;
  } catch (error) {
    const {message, loc} = error as Error & {loc?: {line: number; column: number}};
    if (!loc) return null;
    return {line: loc.line, column: loc.column + 1, reason: message.replace(/ \(\d+:\d+\)$/, '')};
  }
}

/** "BarsBasic.tsx, line 9, column 14: <reason>", then the line and a caret under the column. */
export function formatSyntaxError(fileName: string, code: string, place: SyntaxErrorPlace): string {
  const text = code.split('\n')[place.line - 1] ?? '';
  const caret = `${text.slice(0, place.column - 1).replace(/[^\t]/g, ' ')}^`;
  return `${fileName}, line ${place.line}, column ${place.column}: ${place.reason}\n${text}\n${caret}`;
}

/** The message an edit that does not compile shows: Babel's place when it finds one, else sucrase's. */
export async function describeSyntaxError(error: LiveSyntaxError, code: string, fileName: string): Promise<string> {
  const place = (await locateSyntaxError(code).catch(() => null)) ?? (error.position ? {...error.position, reason: error.reason} : null);
  return place ? formatSyntaxError(fileName, code, place) : `${fileName}: ${error.reason}`;
}
