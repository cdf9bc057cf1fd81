/**
 * CodeSandbox's define endpoint reads its `parameters` field as lz-string's base64 compression, in
 * the URL-safe form its own tools send: `+` -> `-`, `/` -> `_`, no padding.
 */
// A default import: the package is CommonJS whose exports Node's ES module loader cannot name (the
// bench runs this file through Node), while the bundler and Jest accept either form.
import lzString from 'lz-string';

export function compressForCodeSandbox(input: string): string {
  return lzString.compressToBase64(input).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
