/**
 * The same page in the default locale. Docusaurus serves a locale under `<baseUrl>` = `/<locale>/`
 * and the default locale at `/`, with the rest of the path unchanged.
 */
export function defaultLocalePath(pathname: string, localeBaseUrl: string, defaultBaseUrl = '/'): string {
  const rest = pathname.startsWith(localeBaseUrl) ? pathname.slice(localeBaseUrl.length) : pathname.replace(/^\//, '');
  return `${defaultBaseUrl}${rest}`;
}
