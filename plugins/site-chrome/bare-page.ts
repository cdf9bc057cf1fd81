/**
 * Pages rendered without the site's chrome (no navbar, footer or skip link), such as
 * `/playground`. The chrome is rendered above every route (theme/SiteChrome), so it asks the URL.
 */

/** Whether `pathname` is one of `barePaths` (site paths such as `/playground`) or below one, under the locale's base URL. */
export function isBarePage(pathname: string, baseUrl: string, barePaths: readonly string[]): boolean {
  const base = baseUrl.replace(/\/+$/, '');
  return barePaths.some((bare) => {
    const root = base + bare.replace(/\/+$/, '');
    return pathname === root || pathname.startsWith(`${root}/`);
  });
}
