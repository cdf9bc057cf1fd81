/** What the site-chrome plugin publishes for the browser (global data). */
export const SITE_CHROME_PLUGIN = 'site-chrome';

export interface SiteChromeData {
  /** Site paths of pages without the site's chrome (bare-page.ts). */
  barePaths: string[];
}
