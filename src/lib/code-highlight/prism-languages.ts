/**
 * The languages prism-react-renderer 2.4 bundles a grammar for (aliases included), without its
 * plain-text ones: a code block in one of these, given its code at run time rather than by MDX,
 * loads Prism lazily to colour it; any other language shows as plain text, as Prism would show it.
 * Kept as a list so deciding costs no Prism download; a unit test checks it against the package.
 */
export const PLAIN_TEXT_LANGUAGES = ['plain', 'plaintext', 'text', 'txt'] as const;

export const PRISM_LANGUAGES: ReadonlySet<string> = new Set([
  'markup', 'html', 'mathml', 'svg', 'xml', 'ssml', 'atom', 'rss', 'regex', 'clike', 'javascript', 'js',
  'actionscript', 'coffeescript', 'coffee', 'javadoclike', 'css', 'yaml', 'yml', 'markdown', 'md', 'graphql',
  'sql', 'typescript', 'ts', 'jsdoc', 'flow', 'n4js', 'n4jsd', 'jsx', 'tsx', 'swift', 'kotlin', 'kt', 'kts', 'c',
  'objectivec', 'objc', 'reason', 'rust', 'go', 'cpp', 'python', 'py', 'json', 'webmanifest',
]);
