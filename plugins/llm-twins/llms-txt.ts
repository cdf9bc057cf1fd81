/**
 * llms.txt (https://llmstxt.org): a title, a one-line summary, then sections of links, each page's
 * Markdown twin with its plan and status markers and its one-line description.
 */
import type {NavFlags} from '../../src/lib/nav-flags';

export interface IndexPage {
  /** Page URL path with the locale prefix, e.g. `/zh/x/react-data-grid/sorting`. */
  permalink: string;
  title: string;
  description: string;
  flags: NavFlags;
}

export interface IndexSection {
  title: string;
  pages: IndexPage[];
}

export interface LlmsIndex {
  title: string;
  summary: string;
  /** Free lines under the summary (version, language, the other indexes). */
  details: string[];
  sections: IndexSection[];
}

/** The badges a page shows beside its title, as words. */
export function flagWords(flags: NavFlags): string[] {
  const words: string[] = [];
  if (flags.plan === 'pro') words.push('Pro');
  if (flags.plan === 'premium') words.push('Premium');
  if (flags.newFeature) words.push('New');
  if (flags.unstable) words.push('Unstable');
  if (flags.planned) words.push('Planned');
  return words;
}

import {twinUrlOf as twinPath} from './theme/CopyPage/links';

export {twinPath};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function formatLlmsTxt(index: LlmsIndex, siteUrl: string): string {
  const lines = [`# ${index.title}`, '', `> ${oneLine(index.summary)}`, ''];
  if (index.details.length) lines.push(...index.details, '');
  for (const section of index.sections) {
    if (!section.pages.length) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const marks = flagWords(page.flags)
        .map((w) => ` [${w}]`)
        .join('');
      const description = oneLine(page.description);
      lines.push(`- [${oneLine(page.title)}](${siteUrl}${twinPath(page.permalink)})${marks}${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: every twin of the index, in its order, each after a rule naming its URL. */
export function formatLlmsFull(index: LlmsIndex, twins: ReadonlyMap<string, string>, siteUrl: string): string {
  const parts = [`# ${index.title}\n\n> ${oneLine(index.summary)}\n`];
  const seen = new Set<string>();
  for (const page of index.sections.flatMap((s) => s.pages)) {
    const twin = twins.get(page.permalink);
    if (!twin || seen.has(page.permalink)) continue;
    seen.add(page.permalink);
    parts.push(`---\n\nSource: ${siteUrl}${twinPath(page.permalink)}\n\n${twin.trim()}\n`);
  }
  return parts.join('\n');
}
