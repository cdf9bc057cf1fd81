/**
 * Page titles. The title table of a locale is Docusaurus's own translation data (front matter
 * titles, translated MDX, sidebar JSON); when a page has no entry, its title is derived from its
 * path: the last segment, split on hyphens, each word capitalised.
 */

/** A locale's title table: pathname (no locale prefix, no trailing slash) -> title. */
export type TitleTable = Readonly<Record<string, string | undefined>>;

/** `/x/react-data-grid/column-groups` -> `Column Groups`. */
export function deriveTitleFromPath(pathname: string): string {
  const segments = pathname
    .split(/[?#]/)[0]
    .split('/')
    .filter((segment) => segment.length > 0);
  const last = segments[segments.length - 1];
  if (!last) return '';
  return decodeSegment(last)
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The title of `pathname`: its (non-blank) entry in the table, else the derived one. */
export function titleForPath(pathname: string, table: TitleTable = {}): string {
  const known = table[normalizeTitlePath(pathname)]?.trim();
  return known ? known : deriveTitleFromPath(pathname);
}

/** Table keys ignore a trailing slash, a query and a hash. */
export function normalizeTitlePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as written rather than failing the page.
    return segment;
  }
}
