/**
 * The starter projects offered on /getting-started/example-projects and /getting-started/templates.
 * Each is a demo file the demo export turns into a Vite + TypeScript project (plugins/starter-projects/);
 * the build writes it as `/starters/<id>.zip`, and tests/build/starter-projects.test.ts installs and
 * builds each one from the npm registry.
 */
export interface StarterProjectConfig {
  /** File name of the zip and of the project folder inside it. */
  id: string;
  /** The demo the project is built around, site-relative. */
  file: string;
}

export const STARTER_PROJECTS: readonly StarterProjectConfig[] = [
  {id: 'material-ui-vite-ts', file: 'docs-material/getting-started/demos/example-projects/MaterialStarter.tsx'},
  {
    id: 'material-ui-data-grid-date-picker-vite-ts',
    file: 'docs-material/getting-started/demos/example-projects/DataGridPickersStarter.tsx',
  },
];

/** Where the build serves the zips, below the locale's base URL. */
export const STARTER_PROJECTS_PATH = 'starters';
