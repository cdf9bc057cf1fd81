/**
 * The v7 API reference's pages: the analysis of the v7 aliases (the same one the change tables
 * compare), as the pages a v7 app's developer reads at /x/7.x/api/<section>/<slug>: the public
 * package names (`@mui/x-data-grid-pro`, not the `-v7` alias the portal installs) in the import
 * lines, and links between MUI X API pages kept inside the v7 reference.
 */
import type {ApiPageData} from '../../api-reference/model';
import {V7_SUFFIX} from './packages';

/** The docs version (versions.json) whose API reference these pages are, and its path under /x. */
export const V7_DOCS_VERSION = '7.x';

const publicName = (name: string) => (name.endsWith(V7_SUFFIX) ? name.slice(0, -V7_SUFFIX.length) : name);

/** `/x/api/charts/bar-chart` -> `/x/7.x/api/charts/bar-chart`; Material UI's `/api/...` stays. */
export function v7ApiPath(path: string): string {
  return path.startsWith('/x/api/') ? `/x/${V7_DOCS_VERSION}${path.slice('/x'.length)}` : path;
}

export function v7ApiPage(page: ApiPageData): ApiPageData {
  return {
    ...page,
    path: v7ApiPath(page.path),
    imports: page.imports.map((i) => ({
      ...i,
      packageName: publicName(i.packageName),
      code: i.code.replace(/(['"])(@mui\/[\w-]+?)-v7(['"/])/g, '$1$2$3'),
    })),
    ...(page.inheritance
      ? {
          inheritance: {
            ...page.inheritance,
            components: page.inheritance.components.map((c) => (c.path ? {...c, path: v7ApiPath(c.path)} : c)),
          },
        }
      : {}),
  };
}
