/**
 * The chunk names each route needs, looked up in an index built once. Core's prefetch finds them
 * by filtering every entry of the chunk-name table (one per route: ~1,300 here, with the API
 * pages folded) through a regular expression, for each route a path matches (four or five for a
 * docs page), on every prefetch: one per link that scrolls into view. The index gives the same
 * names, in the same order.
 */

/** A route's chunk names, as `@generated/routesChunkNames` holds them: nested by prop path. */
export type ChunkNameTree = Record<string, unknown>;

/** Core's `flat` (client/flat.js): every leaf of the tree, depth first, in key order. */
export function flatChunkNames(tree: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
      for (const child of Object.values(value)) visit(child);
    } else {
      out.push(value as string);
    }
  };
  if (typeof tree === 'object' && tree !== null) for (const child of Object.values(tree)) visit(child);
  return out;
}

/** The route path of a table key: `/x/react-data-grid/sorting-3a1` -> `/x/react-data-grid/sorting` (as core strips it). */
export const routePathOfKey = (key: string) => key.replace(/-[^-]+$/, '');

/** Route path -> the chunk names of every table entry of that path, in table order (core's getChunkNamesToLoad). */
export function indexChunkNames(table: Record<string, ChunkNameTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(table)) {
    const path = routePathOfKey(key);
    const names = flatChunkNames(tree);
    const known = index.get(path);
    if (known) known.push(...names);
    else index.set(path, names);
  }
  return index;
}
