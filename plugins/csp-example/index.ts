/**
 * The content-security-policy guide's worked example is the portal's own policy: this plugin
 * computes it at build time with the code that writes the served header (deploy/lib), and writes
 * it as a data module only that guide loads (`@generated/csp-example/default/csp-example.json`).
 */
import type {Plugin} from '@docusaurus/types';
import {cspExample, type CspExample} from './policy';

export const CSP_EXAMPLE_FILE = 'csp-example.json';

export default function cspExamplePlugin(): Plugin<CspExample> {
  return {
    name: 'csp-example',
    async loadContent() {
      return cspExample();
    },
    async contentLoaded({content, actions}) {
      await actions.createData(CSP_EXAMPLE_FILE, JSON.stringify(content));
    },
  };
}
