/**
 * Replaces theme-classic's loader of `prism.additionalLanguages`. Its `require(\`prismjs/components/
 * prism-${lang}\`)` makes the bundler pull a context into the main bundle every page loads: with
 * no languages listed that context is Prism's whole component index (7.3 KB gzip), and `bash` alone
 * was 3 KB more, for a few install commands. prism-react-renderer's bundled languages (tsx, jsx,
 * json, css, markdown, ...) cover our code; a ```bash block shows as plain text. To add a language,
 * import its `prismjs/components/prism-<name>` here explicitly, with `globalThis.Prism` set to the
 * given instance as theme-classic does.
 */
import type {PrismLib} from 'prism-react-renderer';

export default function prismIncludeLanguages(prism: PrismLib): void {
  void prism;
}
