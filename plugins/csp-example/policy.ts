/**
 * The portal's own security headers as the content-security-policy guide shows them: the policy
 * deploy/lib/site-policy.ts computes for the served header, with the build's inline script hashes
 * (known only once the pages exist) shown as one placeholder source.
 */
import {cspDirectives} from '../../deploy/lib/csp';
import {configuredCspInputs} from '../../deploy/lib/site-policy';
import {SECURITY_HEADERS} from '../../src/config/hosting';

/** Stands for the `'sha256-…'` sources of the built pages' inline scripts. */
export const HASH_PLACEHOLDER = "'sha256-…'";

export interface CspExample {
  /** `[directive, sources]` in the order the served header lists them. */
  directives: [string, string[]][];
  /** The other security headers sent with every response. */
  headers: [string, string][];
}

export function cspExample(): CspExample {
  const directives = cspDirectives({...configuredCspInputs(), inlineScriptHashes: [HASH_PLACEHOLDER]});
  return {directives: Object.entries(directives), headers: Object.entries(SECURITY_HEADERS)};
}

/** A served policy with each run of `'sha256-…'` sources folded into the placeholder, one directive a line. */
export function normalizeServedPolicy(header: string): string[] {
  return header
    .split(';')
    .map((d) =>
      d
        .trim()
        .replace(/(?:'sha256-[A-Za-z0-9+/=]+'\s*)+/g, `${HASH_PLACEHOLDER} `)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
