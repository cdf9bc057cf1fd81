/**
 * CodeSandbox's define endpoint reads its `parameters` field as lz-string's base64 compression, in
 * the URL-safe form its own tools send: `+` -> `-`, `/` -> `_`, no padding.
 */
import {compressToBase64} from 'lz-string';

export function compressForCodeSandbox(input: string): string {
  return compressToBase64(input).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
