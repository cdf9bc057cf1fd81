/**
 * The browser's route table lists every route of the site: 534 API pages per locale cost ~13 KB
 * gzip of route entries in every page's main bundle. The browser does not need them one by one:
 * all API pages of a section render the same component with the same modules. So the client
 * bundle gets a copy of the generated routes where each section's pages are one parameterised
 * route (`/x/api/charts/:slug`); the server bundle keeps the full table, so every page is still
 * rendered to static HTML, and unknown slugs still 404 on a fresh load.
 */

import {VERSION_SEGMENT} from './routes';

/** One generated top-level route entry of an API page, as Docusaurus writes routes.js. */
const ROUTE_ENTRY = /\n  \{\n    path: '([^']+)',\n    component: ComponentCreator\('\1', '([0-9a-f]+)'\),\n    exact: true\n  \},?/g;

export interface CollapsedRoutes {
  routesJs: string;
  chunkNames: Record<string, unknown>;
  /** How many page routes were folded into section routes. */
  collapsed: number;
  sections: string[];
}

/** `/zh/x/api/charts/bar-chart` -> `/zh/x/api/charts/:slug`; null for anything but an API page. */
export function sectionRouteOf(routePath: string, baseUrl: string): string | null {
  const base = baseUrl.replace(/\/+$/, '');
  if (base && !routePath.startsWith(`${base}/`)) return null;
  const rest = routePath.slice(base.length);
  const x = new RegExp(`^/x/${VERSION_SEGMENT}api/(data-grid|date-pickers|charts|tree-view)/[^/:]+$`).exec(rest);
  // A kept version's reference (/x/7.x/api/charts/...) is a section route of its own.
  if (x) return `${base}/x/${x[1] ? `${x[1]}/` : ''}api/${x[2]}/:slug`;
  if (/^\/api\/[^/:]+$/.test(rest)) return `${base}/api/:slug`;
  return null;
}

export function collapseApiRoutes(routesJs: string, chunkNames: Record<string, unknown>, baseUrl: string): CollapsedRoutes {
  const nextChunkNames = {...chunkNames};
  const emitted = new Set<string>();
  let collapsed = 0;
  const next = routesJs.replace(ROUTE_ENTRY, (entry, routePath: string, hash: string) => {
    const sectionRoute = sectionRouteOf(routePath, baseUrl);
    if (!sectionRoute) return entry;
    const names = nextChunkNames[`${routePath}-${hash}`];
    if (!names) return entry;
    collapsed += 1;
    delete nextChunkNames[`${routePath}-${hash}`];
    if (emitted.has(sectionRoute)) return '';
    emitted.add(sectionRoute);
    // Every page of a section has the same modules: the first one's chunk names serve them all.
    nextChunkNames[`${sectionRoute}-${hash}`] = names;
    const comma = entry.endsWith(',') ? ',' : '';
    return `\n  {\n    path: '${sectionRoute}',\n    component: ComponentCreator('${sectionRoute}', '${hash}'),\n    exact: true\n  }${comma}`;
  });
  return {routesJs: next, chunkNames: nextChunkNames, collapsed, sections: [...emitted]};
}
