/**
 * The packages a kept docs version's demos run, when they are not the ones the current version
 * documents. A v7 demo imports `@mui/x-data-grid` as a v7 app does; the portal has v7 installed
 * under an npm alias (package.json: `"@mui/x-data-grid-v7": "npm:@mui/x-data-grid@7.29.13"`), and
 * the demo bundling resolves the public name to the alias for the files of that version
 * (plugins/demo-blocks/version-aliases.ts). `tsconfig.v7.json` maps the same names for the
 * type-check (a unit test keeps both equal). Adding a version with its own packages: install the
 * aliases, add an entry here and a `tsconfig.vN.json` (README: "Cut a version").
 */

/** Docs version name (versions.json) -> public package name -> installed alias. */
export const VERSION_PACKAGE_ALIASES: Record<string, Record<string, string>> = {
  '7.x': {
    '@mui/x-data-grid': '@mui/x-data-grid-v7',
    '@mui/x-data-grid-pro': '@mui/x-data-grid-pro-v7',
    '@mui/x-data-grid-premium': '@mui/x-data-grid-premium-v7',
    '@mui/x-date-pickers': '@mui/x-date-pickers-v7',
    '@mui/x-date-pickers-pro': '@mui/x-date-pickers-pro-v7',
    '@mui/x-charts': '@mui/x-charts-v7',
    '@mui/x-charts-pro': '@mui/x-charts-pro-v7',
    '@mui/x-tree-view': '@mui/x-tree-view-v7',
    '@mui/x-tree-view-pro': '@mui/x-tree-view-pro-v7',
  },
};

/** Type-check project of each version's demos (`npm run typecheck` runs them all). */
export const VERSION_TSCONFIGS: Record<string, string> = {'7.x': 'tsconfig.v7.json'};

/** The docs version a site-relative path belongs to (`versioned_docs/version-7.x/...`, or its translation), else null. */
export function docsVersionOfPath(siteRelativePath: string): string | null {
  const match = /(?:^|\/)(?:versioned_docs|docusaurus-plugin-content-docs)\/version-([^/]+)\//.exec(siteRelativePath.split('\\').join('/'));
  return match ? match[1]! : null;
}

/** The aliases of the version a site-relative path belongs to, or null when it runs the installed packages. */
export function packageAliasesOfPath(siteRelativePath: string): Record<string, string> | null {
  const version = docsVersionOfPath(siteRelativePath);
  return version ? (VERSION_PACKAGE_ALIASES[version] ?? null) : null;
}
