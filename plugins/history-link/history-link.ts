/**
 * What React Router's `<Link>` does for a link to an absolute path, without reading the router's
 * context: its href and, on a click, whether the router takes it and by push or replace. React
 * Router's Link re-renders on every navigation because it reads the location to resolve relative
 * links; a link to an absolute path does not need it (link.tsx).
 */

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Whether `to` is an absolute path on this site (not relative, not `//host`), which needs no current location. */
export function isAbsolutePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/** `to` split as the router's history does (`parsePath`), its pathname decoded as history does. */
export function parsePath(to: string): PathParts {
  let pathname = to;
  let search = '';
  let hash = '';
  const hashIndex = pathname.indexOf('#');
  if (hashIndex !== -1) {
    hash = pathname.slice(hashIndex);
    pathname = pathname.slice(0, hashIndex);
  }
  const searchIndex = pathname.indexOf('?');
  if (searchIndex !== -1) {
    search = pathname.slice(searchIndex);
    pathname = pathname.slice(0, searchIndex);
  }
  return {pathname: decodePathname(pathname), search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash};
}

/** As history's `createLocation`: a malformed escape (`%E0%A4%A`) says which link is wrong. */
function decodePathname(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch (error) {
    if (error instanceof URIError)
      throw new URIError(`Pathname "${pathname}" could not be decoded. This is likely caused by an invalid percent-encoding.`);
    throw error;
  }
}

/** The path a location stands for, as history's `createPath`. */
export function createPath({pathname, search, hash}: PathParts): string {
  return pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');
}

/** The link's href: the path React Router's Link renders for an absolute `to` (no basename here). */
export function absoluteLinkHref(to: string): string {
  return createPath(parsePath(to));
}

export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** Whether the router takes a click (as React Router's LinkAnchor): a plain left click on a link the browser would open here. */
export function routerTakesClick(event: ClickLike, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !modified;
}

/** A link to the location already shown replaces it, so Back does not go to the same page (as React Router's Link). */
export function navigationMethod(to: string, current: PathParts, replace: boolean | undefined): 'push' | 'replace' {
  return replace || createPath(current) === createPath(parsePath(to)) ? 'replace' : 'push';
}
