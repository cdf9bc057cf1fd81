/** Pure helpers of the Copy page menu (the same twin path rule as the build's llms-txt.ts `twinPath`). */

/** `/x/react-data-grid/sorting` -> `/x/react-data-grid/sorting.md`. */
export function twinUrlOf(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}

/** The prompt an assistant opens with: read the twin, then help with it. */
export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} (a page of the MUI X and Material UI docs, as Markdown with its demos' code) so I can ask you questions about it.`;
}

/** Assistants whose web apps take a prompt in the URL (`q`). */
export function assistantLinks(twinUrl: string): {name: string; href: string}[] {
  const q = encodeURIComponent(assistantPrompt(twinUrl));
  return [
    {name: 'ChatGPT', href: `https://chatgpt.com/?q=${q}`},
    {name: 'Claude', href: `https://claude.ai/new?q=${q}`},
  ];
}
