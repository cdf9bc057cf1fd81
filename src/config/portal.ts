/**
 * The one place for every fact a maintainer changes: the documented version, the in-portal and
 * external versions, hosts and endpoints. docusaurus.config.ts passes `portalConfig` to the client
 * as `customFields.portal` and the endpoints to their plugins as options; build scripts and tests
 * import it directly.
 */
import portalVersions from './versions.json';

/** Version of the MUI X packages this portal documents (the current docs version's label). */
export const MUI_X_VERSION = '8.15.0';

export type VersionEntry =
  | {
      /** Version name as Docusaurus knows it ('current' for docs/). */
      kind: 'in-portal';
      name: string;
      label: string;
      /** Path prefix of this version under /x ('' for current). */
      pathPrefix: string;
    }
  | {
      kind: 'external';
      name: string;
      label: string;
      /** Origin that hosts this version's docs, without trailing slash. */
      host: string;
    };

/**
 * Hosts of the documentation of versions that are not kept in this portal.
 * One place: the version switcher, /versions and the tests read them from here.
 */
export const EXTERNAL_VERSION_HOSTS = {
  v6: process.env.PORTAL_V6_HOST ?? 'https://v6.mui.com',
  v5: process.env.PORTAL_V5_HOST ?? 'https://v5.mui.com',
} as const;

/** Versions kept in this portal, newest first. Written by `npm run version:cut`. */
export const VERSIONS: VersionEntry[] = [
  ...(portalVersions as {name: string; label: string; pathPrefix: string}[]).map((v): VersionEntry => ({kind: 'in-portal', ...v})),
  {kind: 'external', name: 'v6', label: 'v6', host: EXTERNAL_VERSION_HOSTS.v6},
  {kind: 'external', name: 'v5', label: 'v5', host: EXTERNAL_VERSION_HOSTS.v5},
];

/** External links shown in the navbar. */
export const EXTERNAL_LINKS = {
  whatsNew: process.env.PORTAL_WHATS_NEW_URL ?? 'https://mui.com/x/whats-new/',
  premiumThemes: process.env.PORTAL_THEMES_STORE_URL ?? 'https://mui.com/store/',
} as const;

/** Host on which the service worker may register (issue: service worker). */
export const PRODUCTION_HOST = process.env.PORTAL_PRODUCTION_HOST ?? 'mui-x-portal.example.org';

/** Public URL of the deployed site. */
export const SITE_URL = process.env.PORTAL_SITE_URL ?? `https://${PRODUCTION_HOST}`;

/**
 * Reads a number from the environment: the default when the variable is unset or empty. A value that
 * is not a finite number fails the build (a typo must not silently become the default).
 */
export function numberFromEnv(name: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name}=${JSON.stringify(raw)} is not a number (unset it to use the default, ${fallback})`);
  return value;
}

/**
 * The ad network (issue: ads). Both URLs default to none: then no third-party request is made and
 * the slot shows the in-house ad after its polls. `elementSelector` is the element the network's
 * script inserts into the slot.
 */
export const ADS_CONFIG = {
  scriptUrl: process.env.PORTAL_AD_SCRIPT_URL ?? '',
  jsonUrl: process.env.PORTAL_AD_JSON_URL ?? '',
  elementSelector: process.env.PORTAL_AD_ELEMENT_SELECTOR ?? '#carbonads',
  /** Share of ad displays reported to analytics (about 10%). */
  displaySampleRate: numberFromEnv('PORTAL_AD_DISPLAY_SAMPLE_RATE', 0.1),
};

/** Analytics through gtag (issue: analytics). No tag id: no script, nothing sent. */
export const ANALYTICS_CONFIG = {
  gtagId: process.env.PORTAL_GTAG_ID ?? '',
  /** Share of sessions that report web-vitals (about 0.01%). */
  webVitalsSampleRate: numberFromEnv('PORTAL_WEB_VITALS_SAMPLE_RATE', 0.0001),
};

/** Where the "Was this page helpful?" widget posts JSON. None: the widget is hidden. */
export const FEEDBACK_CONFIG = {
  url: process.env.PORTAL_FEEDBACK_URL ?? '',
};

/** Pages without the site's chrome (`/playground`), and everything below them. */
export const BARE_PAGE_PATHS = ['/playground'];

export {LOCALES, type Locale} from './site';

/**
 * What the site's own components read from `customFields.portal`. Ads, analytics, feedback and the
 * service worker get their settings as plugin options instead (docusaurus.config.ts).
 */
export interface PortalConfig {
  muiXVersion: string;
  versions: VersionEntry[];
  externalLinks: typeof EXTERNAL_LINKS;
}

export const portalConfig: PortalConfig = {
  muiXVersion: MUI_X_VERSION,
  versions: VERSIONS,
  externalLinks: EXTERNAL_LINKS,
};
