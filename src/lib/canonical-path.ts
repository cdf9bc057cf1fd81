/** A pathname with runs of slashes collapsed: `/x//react-data-grid` -> `/x/react-data-grid`. */
export function canonicalPathname(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}
