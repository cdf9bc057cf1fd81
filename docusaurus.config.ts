import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import apiReference from './plugins/api-reference';
import demoBlocks, {demoBlocksRemarkPlugin} from './plugins/demo-blocks';
import {portalConfig, SITE_URL, VERSIONS, EXTERNAL_LINKS, MUI_X_VERSION} from './src/config/portal';

/**
 * Site configuration. Every host, version and endpoint comes from src/config/ so a maintainer edits
 * one place. `PORTAL_FASTER=false` builds with webpack/babel instead of rspack/swc, for comparison.
 */
const useFaster = process.env.PORTAL_FASTER !== 'false';

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
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  future: {
    v4: true,
    faster: useFaster,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      zh: {label: '中文', htmlLang: 'zh-CN'},
    },
  },

  customFields: {
    portal: portalConfig,
  },

  presets: [
    [
      'classic',
      {
        // The MUI X docs: the versioned, default docs instance, served under /x.
        docs: {
          path: 'docs',
          routeBasePath: 'x',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: docsVersions,
          includeCurrentVersion: true,
          beforeDefaultRemarkPlugins: [demoBlocksRemarkPlugin(__dirname)],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The general Material UI sections at the site root: /getting-started, /components, /versions ...
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'material',
        path: 'docs-material',
        routeBasePath: '/',
        sidebarPath: './sidebars-material.ts',
        beforeDefaultRemarkPlugins: [demoBlocksRemarkPlugin(__dirname)],
      },
    ],
    apiReference,
    demoBlocks,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'MUI X',
      logo: {alt: 'MUI X logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'xSidebar', position: 'left', label: 'MUI X'},
        {
          type: 'docSidebar',
          sidebarId: 'materialSidebar',
          docsPluginId: 'material',
          position: 'left',
          label: 'Material UI',
        },
        {type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: externalVersionItems()},
        {type: 'localeDropdown', position: 'right'},
        {href: EXTERNAL_LINKS.whatsNew, label: "What's new", position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'MUI X',
          items: [
            {label: 'Introduction', to: '/x/introduction'},
            {label: 'Installation', to: '/x/introduction/installation'},
            {label: 'Licensing', to: '/x/introduction/licensing'},
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
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

/** v6 and v5 live on their own hosts; the dropdown links to them by path. */
function externalVersionItems() {
  return VERSIONS.filter((v) => v.kind === 'external').map((v) => ({
    label: v.label,
    href: v.kind === 'external' ? `${v.host}/x/introduction/` : '',
  }));
}

export default config;
