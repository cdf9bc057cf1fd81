/**
 * An edited TypeScript demo as JavaScript, when the reader switches to JS with edits: sucrase's
 * `typescript` transform (the live editor's own, live/compile.ts) removes the types and keeps the
 * JSX, the imports, the layout and the comments. A removed type-only import leaves a blank line;
 * runs of blank lines are folded to one. Throws on code that does not parse.
 */
import {transform} from 'sucrase';

export function typeScriptToJavaScript(code: string): string {
  const js = transform(code, {transforms: ['typescript', 'jsx'], jsxRuntime: 'preserve', disableESTransforms: true}).code;
  return js.replace(/\n{3,}/g, '\n\n');
}
