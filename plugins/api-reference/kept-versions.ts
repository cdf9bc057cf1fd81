/**
 * The API reference of a kept major (v7, at /x/7.x/api/...): its pages come from the analysis
 * `npm run api:diff` runs over the v7 packages (`api-diff/v7-pages.json`, plugins/api-diff). Each
 * one links to the same component in the current version when it still exists there, and to the
 * change table of that product's migration guide; each current page links back to its v7 twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiPageData, ApiSection} from './model';

export interface KeptVersionReference {
  /** Version label shown to readers (`v7`). */
  label: string;
  /** Path prefix under /x (`7.x`). */
  pathPrefix: string;
  pages: ApiPageData[];
}

/** Site-relative data file of each kept version's reference. */
export const KEPT_VERSION_PAGES: Record<string, string> = {'7.x': 'api-diff/v7-pages.json'};

/** Each product's migration guide from v7, whose `#api-changes` section is the change table. */
export const MIGRATION_FROM_V7: Partial<Record<ApiSection, string>> = {
  'data-grid': '/x/migration/migration-data-grid-v7',
  'date-pickers': '/x/migration/migration-pickers-v7',
  charts: '/x/migration/migration-charts-v7',
  'tree-view': '/x/migration/migration-tree-view-v7',
};
export const CHANGE_TABLE_ANCHOR = 'api-changes';

export function readKeptVersionReferences(
  siteDir: string,
  versions: readonly {name: string; label: string; pathPrefix: string}[],
): KeptVersionReference[] {
  return versions.flatMap((v) => {
    const file = KEPT_VERSION_PAGES[v.name];
    if (!file || !v.pathPrefix) return [];
    const full = path.join(siteDir, file);
    // Written by `npm run api:diff`, which the api-diff plugin runs in its loadContent.
    if (!fs.existsSync(full)) throw new Error(`[api-reference] no ${file}: run npm run api:diff`);
    return [{label: v.label, pathPrefix: v.pathPrefix, pages: JSON.parse(fs.readFileSync(full, 'utf8')) as ApiPageData[]}];
  });
}

/** `/x/7.x/api/charts/bar-chart` -> `/x/api/charts/bar-chart`. */
export function currentPathOf(keptPath: string, pathPrefix: string): string {
  return keptPath.replace(`/x/${pathPrefix}/api/`, '/x/api/');
}

/** A kept version's page with its links: to the current twin (when it exists) and to the change table. */
export function linkKeptPage(
  page: ApiPageData,
  ref: KeptVersionReference,
  currentPaths: ReadonlySet<string>,
  currentLabel: string,
): ApiPageData {
  const currentPath = currentPathOf(page.path, ref.pathPrefix);
  const guide = MIGRATION_FROM_V7[page.section];
  return {
    ...page,
    keptVersion: {
      label: ref.label,
      currentLabel,
      ...(currentPaths.has(currentPath) ? {currentPath} : {}),
      ...(guide ? {changesPath: `${guide}#${CHANGE_TABLE_ANCHOR}`} : {}),
    },
  };
}

/**
 * Links between MUI X API pages inside a kept version's page lead to that version's pages where it
 * has them (`href="/zh/x/api/data-grid/grid-api"` -> `/zh/x/7.x/api/...`); others (docs, Material
 * UI) stay.
 */
export function keepLinksInVersion(html: string, localePrefix: string, pathPrefix: string, keptPaths: ReadonlySet<string>): string {
  const from = `href="${localePrefix}/x/api/`;
  return html.split(from).reduce((out, part) => {
    const target = `/x/${pathPrefix}/api/${part.split(/["#]/)[0]}`;
    return out + (keptPaths.has(target) ? `href="${localePrefix}/x/${pathPrefix}/api/` : from) + part;
  });
}

/** keepLinksInVersion over every HTML field of a page. */
export function keepPageLinksInVersion(
  page: ApiPageData,
  localePrefix: string,
  pathPrefix: string,
  keptPaths: ReadonlySet<string>,
): ApiPageData {
  const links = (html: string) => keepLinksInVersion(html, localePrefix, pathPrefix, keptPaths);
  const dep = <T extends {deprecatedHtml?: string}>(item: T): T =>
    item.deprecatedHtml ? {...item, deprecatedHtml: links(item.deprecatedHtml)} : item;
  return dep({
    ...page,
    descriptionHtml: links(page.descriptionHtml),
    props: page.props.map((p) => dep({...p, descriptionHtml: links(p.descriptionHtml)})),
    slots: page.slots.map((s) => ({...s, descriptionHtml: links(s.descriptionHtml)})),
    classes: page.classes.map((c) => ({...c, descriptionHtml: links(c.descriptionHtml)})),
  });
}
