/**
 * Loads a section's API page list: the data module the plugin writes for the API pages'
 * navigation (index.ts, `api-nav-<section>.json`), split into its own chunk by this `import()`.
 */
import type {ApiSection} from '../../model';
import {parseApiNav, type ApiNavEntry} from '../../sidebar-links';

const cache = new Map<ApiSection, Promise<ApiNavEntry[]>>();

export function loadApiNav(section: ApiSection): Promise<ApiNavEntry[]> {
  let pending = cache.get(section);
  if (!pending) {
    pending = import(`@generated/api-reference/default/api-nav-${section}.json`).then((mod: {default: unknown}) =>
      parseApiNav(mod.default, section),
    );
    // A failed load is not remembered: opening the group again retries.
    pending.catch(() => cache.delete(section));
    cache.set(section, pending);
  }
  return pending;
}
