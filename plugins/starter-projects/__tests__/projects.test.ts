import path from 'node:path';
import JSZip from 'jszip';
import {STARTER_PROJECTS} from '../../../src/config/starters';
import {buildStarterProject, summarize, unzipProject, zipProject, ZIP_DATE} from '../projects';

// Builds each demo through the TypeScript-based export (slow on a busy machine).
jest.setTimeout(30_000);

const SITE_DIR = path.resolve(__dirname, '../../..');
const installed = (pkg: string) => (require(`${pkg}/package.json`) as {version: string}).version;

test.each(STARTER_PROJECTS.map((s) => [s.id, s]))(
  '%s is a Vite + TypeScript project pinned to the installed versions',
  async (_id, config) => {
    const project = await buildStarterProject(config, {siteDir: SITE_DIR});
    const summary = summarize(project);
    expect(summary.files).toEqual(
      expect.arrayContaining(['package.json', 'tsconfig.json', 'vite.config.ts', 'index.html', 'src/main.tsx', 'src/Demo.tsx']),
    );
    // The demo's data module ships with it, imported by a relative path.
    expect(summary.files).toContain('src/demo-data/getting-started.ts');
    expect(project.files['src/Demo.tsx']).not.toContain('@site/');
    for (const pkg of ['@mui/material', 'react', 'react-dom', '@emotion/react']) expect(summary.dependencies[pkg]).toBe(installed(pkg));
    expect(summary.devDependencies.typescript).toBe(installed('typescript'));
    expect(summary.devDependencies.vite).toBe(installed('vite'));
  },
);

test('the data grid starter pins the MUI X packages and the date library of its adapter', async () => {
  const config = STARTER_PROJECTS.find((s) => s.id.includes('data-grid'))!;
  const {dependencies} = summarize(await buildStarterProject(config, {siteDir: SITE_DIR}));
  expect(dependencies['@mui/x-data-grid']).toBe(installed('@mui/x-data-grid'));
  expect(dependencies['@mui/x-date-pickers']).toBe(installed('@mui/x-date-pickers'));
  expect(dependencies.dayjs).toBe(installed('dayjs'));
});

test('the zip holds the project in one folder named after it, byte-identical from one build to the next', async () => {
  const project = await buildStarterProject(STARTER_PROJECTS[0]!, {siteDir: SITE_DIR});
  const zip = await zipProject(project);
  const names = Object.keys((await JSZip.loadAsync(zip)).files);
  expect(names.every((name) => name.startsWith(`${project.id}/`))).toBe(true);
  expect(await unzipProject(zip)).toEqual(project.files);
  expect(names).toContain(`${project.id}/src/`);
  // Every entry, folders included, carries the fixed date: a clock-dependent one would make two
  // builds differ whenever they run more than the zip format's two-second resolution apart.
  const dates = Object.values((await JSZip.loadAsync(zip)).files).map((entry) => entry.date.getTime());
  expect(new Set(dates)).toEqual(new Set([ZIP_DATE.getTime()]));
  expect((await zipProject(project)).equals(zip)).toBe(true);
});
