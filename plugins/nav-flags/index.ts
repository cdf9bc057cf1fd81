/**
 * nav-flags: reads the sidebars of every docs instance and version once all content is loaded
 * (translated), fails the build on a duplicated pathname, and publishes for the theme the flags of
 * each entry (sidebar customProps merged with front matter) and the previous/next links that must
 * skip planned pages.
 */
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {compactNavFlags, hasNavFlags, navPathKey, readNavFlags, type NavFlagsGlobalData} from '../../src/lib/nav-flags';
import {collectNavEntries, type DocLike, type NavEntry, type SidebarItemLike} from './nav-entries';
import {assertUniquePathnames} from './duplicates';
import {computePagination, type PageLink} from './pagination';

export const PLUGIN_NAME = 'nav-flags';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The slice of the docs plugin's loaded content this plugin reads. */
export interface LoadedVersionLike {
  versionName: string;
  docs: (DocLike & {sidebar?: string; previous?: PageLink; next?: PageLink})[];
  sidebars: Record<string, SidebarItemLike[]>;
}
type DocsContent = {loadedVersions: LoadedVersionLike[]};

/** Validated like every local plugin's options: here there are none (the flags live in the sidebars; the plugin takes no options), so a stray one fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({id: Joi.string()}), options);
}

export default function navFlagsPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docsInstances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, DocsContent | undefined>;
      actions.setGlobalData(buildNavFlagsData(docsInstances, context.siteConfig.baseUrl));
    },
  };
}

/** Pure core of the plugin (tested): validate every sidebar, then collect flags and pagination. */
export function buildNavFlagsData(docsInstances: Record<string, DocsContent | undefined>, baseUrl: string): NavFlagsGlobalData {
  const data: NavFlagsGlobalData = {flags: {}, pagination: {}};
  const allEntries: NavEntry[] = [];

  for (const [instanceId, content] of Object.entries(docsInstances)) {
    for (const version of content?.loadedVersions ?? []) {
      const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
      // Pages carry front matter flags even when no sidebar lists them.
      for (const doc of version.docs) {
        const flags = compactNavFlags(readNavFlags(doc.frontMatter, `front matter of ${doc.source}`));
        if (hasNavFlags(flags)) data.flags[navPathKey(doc.permalink, baseUrl)] = flags;
      }
      for (const [sidebarId, sidebar] of Object.entries(version.sidebars)) {
        const sidebarSource = `docs "${instanceId}", version "${version.versionName}", sidebar "${sidebarId}"`;
        const entries = collectNavEntries(sidebar, {sidebarSource, docsById, baseUrl});
        allEntries.push(...entries);
        for (const entry of entries) {
          if (hasNavFlags(entry.flags)) data.flags[entry.pathname] = entry.flags;
        }
        addPaginationOverrides(data, entries, sidebarId, docsById);
      }
    }
  }
  assertUniquePathnames(allEntries);
  return data;
}

/** Records our previous/next only where they differ from what Docusaurus computed. */
function addPaginationOverrides(
  data: NavFlagsGlobalData,
  entries: NavEntry[],
  sidebarId: string,
  docsById: ReadonlyMap<string, LoadedVersionLike['docs'][number]>,
) {
  const neighbours = computePagination(entries);
  for (const entry of entries) {
    const doc = entry.docId === undefined ? undefined : docsById.get(entry.docId);
    const ours = neighbours.get(entry.pathname);
    if (!doc || !ours || doc.sidebar !== sidebarId) continue;
    const override: NavFlagsGlobalData['pagination'][string] = {};
    // An author's pagination_prev/next front matter always wins.
    if (doc.frontMatter.pagination_prev === undefined && !samePage(doc.previous, ours.previous)) {
      override.previous = ours.previous;
    }
    if (doc.frontMatter.pagination_next === undefined && !samePage(doc.next, ours.next)) {
      override.next = ours.next;
    }
    if (Object.keys(override).length > 0) data.pagination[entry.pathname] = override;
  }
}

function samePage(a: PageLink | undefined | null, b: PageLink | null): boolean {
  return (a?.permalink ?? null) === (b?.permalink ?? null);
}
