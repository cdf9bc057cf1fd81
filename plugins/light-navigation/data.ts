/** What the light-navigation plugin publishes for the browser (global data). */
export const LIGHT_NAVIGATION_PLUGIN = 'light-navigation';

export interface LightNavigationData {
  /** Site paths of pages without the site's chrome (client/bare-page.ts). */
  barePaths: string[];
}
