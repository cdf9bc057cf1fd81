import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {lightCodeTheme, darkCodeTheme} from './src/lib/prism-themes';
import {remarkStaticHighlight} from './plugins/static-highlight';
import {remarkPageRest} from './plugins/page-rest';
import {MATERIAL_SECTIONS, PRODUCTS, X_DOC_SECTIONS} from './src/config/products';
import {readProductTranslations} from './plugins/products';
import {API_SEARCH_PATHS, pluginSearchContexts} from './src/config/search';
import {createParseFrontMatter} from './plugins/nav-flags/derived-title';
import {demoBlocksRemarkPlugin} from './plugins/demo-blocks';
import {propsPlaygroundRemarkPlugin} from './plugins/props-playground';
import {translationNoticeRemarkPlugin} from './plugins/translation-status';
import remarkApiSection from './plugins/api-reference/remark-api-section';
import {
  portalConfig,
  SITE_URL,
  VERSIONS,
  EXTERNAL_LINKS,
  MUI_X_VERSION,
  ADS_CONFIG,
  ANALYTICS_CONFIG,
  FEEDBACK_CONFIG,
  PRODUCTION_HOST,
  BARE_PAGE_PATHS,
} from './src/config/portal';
import {IN_HOUSE_ADS, IN_HOUSE_AD_TRANSLATIONS} from './src/config/in-house-ads';
import {CHANGELOG_SOURCES} from './src/config/changelog';
import {createPortalTheme} from './src/mui/theme';
import {STARTER_PROJECTS} from './src/config/starters';
import {PLATFORM_PACKAGES} from './src/config/platforms';
import {DEFAULT_LOCALE, LOCALE_CONFIGS, LOCALES, X_BASE} from './src/config/site';

/** The MUI X docs' route base as Docusaurus options take it: `x`. */
const X_ROUTE = X_BASE.slice(1);

// The demos' MUI theme throws on an invalid colour or a palette entry without `main`: let a bad
// palette fail the build, not a reader's page.
createPortalTheme();
createPortalTheme({direction: 'rtl', dense: true});

/**
 * Site configuration. Every host, version and endpoint comes from src/config/ so a maintainer edits
 * one place. `PORTAL_FASTER=false` builds with webpack/babel instead of rspack/swc, for comparison.
 */
const useFaster = process.env.PORTAL_FASTER !== 'false';

/** Content folder of each docs instance, by docs plugin id. */
const DOCS_DIRS = {default: 'docs', material: 'docs-material'};

/** A local plugin by its folder, as Docusaurus resolves it (so it reads the plugin's `validateOptions`). */
const localPlugin = (name: string, options: object = {}): [string, object] => [`./plugins/${name}/index.ts`, options];

/** In-portal docs versions as Docusaurus expects them (`current` is 8.15.0 at /x). */
const docsVersions = Object.fromEntries(
  VERSIONS.filter((v) => v.kind === 'in-portal').map((v) => [
    v.name,
    {label: v.label, path: v.kind === 'in-portal' ? v.pathPrefix : undefined, banner: 'none' as const},
  ]),
);

const config: Config = {
  title: 'MUI X',
  tagline: 'Advanced React components: data grid, date and time pickers, charts, tree view',
  favicon: 'img/favicon.svg',
  // Runs before the first render: collapses doubled slashes so the router matches the page served.
  clientModules: ['./src/client-modules/canonical-path.ts'],
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // A page without a title gets one derived from its path (plugins/nav-flags/derived-title.ts).
    parseFrontMatter: createParseFrontMatter({siteDir: __dirname, defaultLocale: DEFAULT_LOCALE}),
  },

  future: {
    v4: true,
    faster: useFaster,
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: LOCALE_CONFIGS,
  },

  customFields: {
    portal: portalConfig,
    // Pro/Premium demos: without a key they run with the vendor's watermark.
    muiXLicenseKey: process.env.MUI_X_LICENSE_KEY ?? '',
  },

  presets: [
    [
      'classic',
      {
        // The MUI X docs: the versioned, default docs instance, served under /x.
        docs: {
          path: 'docs',
          routeBasePath: X_ROUTE,
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: docsVersions,
          includeCurrentVersion: true,
          beforeDefaultRemarkPlugins: [demoBlocksRemarkPlugin(__dirname)],
          remarkPlugins: [remarkStaticHighlight, remarkPageRest, translationNoticeRemarkPlugin(__dirname, DEFAULT_LOCALE)],
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/rtl.css']},
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    // Local, offline search in both languages (Chinese word segmentation via jieba). One index per
    // product section so no reader downloads the whole site's index; code blocks and demos are
    // not indexed. plugins/search-tuning is the search plugin with the portal's index tuning (page
    // names in both languages, API pages by row); the ranking is the search bar's (src/lib/search/).
    localPlugin('search-tuning', {
      apiRoutes: API_SEARCH_PATHS,
      // A kept major's pages (its API reference too) stay out of the 8.15.0 index.
      keptVersionRoutes: VERSIONS.flatMap((v) => (v.kind === 'in-portal' && v.pathPrefix ? [`${X_ROUTE}/${v.pathPrefix}`] : [])),
      search: {
        hashed: 'filename',
        language: [...LOCALES],
        indexBlog: false,
        // Docs sections are listed so the generated API pages (/x/api, /api) index as pages.
        indexPages: true,
        docsRouteBasePath: [
          ...X_DOC_SECTIONS.map((s) => `${X_ROUTE}/${s}`),
          ...VERSIONS.flatMap((v) => (v.kind === 'in-portal' && v.pathPrefix ? [`${X_ROUTE}/${v.pathPrefix}`] : [])),
          ...MATERIAL_SECTIONS,
        ],
        ignoreFiles: ['playground'],
        docsDir: ['docs', 'docs-material'],
        // One index per section (src/config/search.ts); pages outside them get a small index of their own.
        searchContextByPaths: pluginSearchContexts({
          en: (id) => PRODUCTS.find((p) => p.id === id)?.label,
          zh: (id) => readProductTranslations(__dirname, 'zh')[`${id}.label`]?.message,
        }),
        useAllContextsWithNoSearchContext: false,
        ignoreCssSelectors: ['pre', '.prism-code', '[data-demo]', '[data-props-playground]', '[data-copy-page]', '.theme-doc-toc-mobile'],
        searchBarShortcutKeymap: 'mod+k',
        searchResultLimits: 10,
        explicitSearchResultPath: true,
      },
    }),
  ],

  plugins: [
    // The general Material UI sections at the site root: /getting-started, /components, /versions ...
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'material',
        path: DOCS_DIRS.material,
        routeBasePath: '/',
        sidebarPath: './sidebars-material.ts',
        // The API section (links to every component the demos import) is generated before the demo
        // tags are replaced.
        beforeDefaultRemarkPlugins: [
          [remarkApiSection, {siteDir: __dirname, section: 'material'}],
          demoBlocksRemarkPlugin(__dirname),
          propsPlaygroundRemarkPlugin(__dirname),
        ],
        remarkPlugins: [remarkStaticHighlight, remarkPageRest, translationNoticeRemarkPlugin(__dirname, DEFAULT_LOCALE)],
      },
    ],
    localPlugin('products', {products: PRODUCTS}),
    localPlugin('api-reference', {docsDirs: DOCS_DIRS}),
    localPlugin('api-diff'),
    localPlugin('reader-settings'),
    localPlugin('idle-prefetch'),
    // What a page switch costs on heavy pages, cut: one plugin per concern (ARCHITECTURE.md, "Light page switches").
    localPlugin('progress-bar'),
    localPlugin('leading-emoji'),
    localPlugin('load-before-navigating'),
    localPlugin('page-rest'),
    localPlugin('page-handover'),
    localPlugin('sidebar-category-expansion'),
    localPlugin('history-link'),
    localPlugin('route-memo'),
    localPlugin('sidebar-item-memo'),
    localPlugin('site-chrome', {barePaths: BARE_PAGE_PATHS}),
    localPlugin('route-chunk-index'),
    localPlugin('static-highlight'),
    localPlugin('inline-translations'),
    localPlugin('slim-version-data'),
    localPlugin('nav-flags'),
    localPlugin('ads', {...ADS_CONFIG, inHouseAds: IN_HOUSE_ADS, inHouseTranslations: IN_HOUSE_AD_TRANSLATIONS}),
    localPlugin('analytics', ANALYTICS_CONFIG),
    localPlugin('feedback', FEEDBACK_CONFIG),
    localPlugin('service-worker', {productionHost: PRODUCTION_HOST}),
    localPlugin('demo-blocks', {docsDirs: Object.values(DOCS_DIRS)}),
    localPlugin('props-playground'),
    localPlugin('translation-status'),
    localPlugin('starter-projects', {starters: STARTER_PROJECTS}),
    localPlugin('material-catalog', {docsDirs: DOCS_DIRS, packages: PLATFORM_PACKAGES}),
    localPlugin('llm-twins', {
      siteUrl: SITE_URL,
      xBase: X_BASE,
      currentVersionLabel: MUI_X_VERSION,
      products: PRODUCTS.map(({id, slug, label}) => ({id, slug, label})),
      localeLabels: Object.fromEntries(LOCALES.map((l) => [l, LOCALE_CONFIGS[l].label])),
    }),
    localPlugin('material-changelog', {sources: CHANGELOG_SOURCES}),
    localPlugin('csp-example'),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'MUI X',
      logo: {alt: 'MUI X logo', src: 'img/logo.svg', width: 36, height: 32},
      items: [
        {type: 'custom-productSwitcher', position: 'left'},
        {type: 'docSidebar', sidebarId: 'xSidebar', position: 'left', label: 'MUI X'},
        {
          type: 'docSidebar',
          sidebarId: 'materialSidebar',
          docsPluginId: 'material',
          position: 'left',
          label: 'Material UI',
        },
        {type: 'custom-versionSwitcher', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: EXTERNAL_LINKS.whatsNew, label: "What's new", position: 'right'},
        {type: 'custom-settings', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'MUI X',
          items: [
            {label: 'Introduction', to: `${X_BASE}/introduction`},
            {label: 'Installation', to: `${X_BASE}/introduction/installation`},
            {label: 'Licensing', to: `${X_BASE}/introduction/licensing`},
          ],
        },
        {
          title: 'Material UI',
          items: [
            {label: 'Getting started', to: '/getting-started/installation'},
            {label: 'Versions', to: '/versions'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: "What's new", href: EXTERNAL_LINKS.whatsNew},
            {label: 'Premium themes', href: EXTERNAL_LINKS.premiumThemes},
          ],
        },
      ],
      copyright: `Documentation portal for MUI X ${MUI_X_VERSION}. Content written for this portal.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Code is highlighted at build time with prism-react-renderer's bundled languages
      // (plugins/static-highlight); languages listed here would not be loaded.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
