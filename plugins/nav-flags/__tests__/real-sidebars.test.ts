/**
 * Runs the duplicate check over the portal's real navigation: sidebars.ts (current version),
 * every versioned_sidebars/*.json and sidebars-material.ts, resolved against the real docs folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import xSidebars from '@site/sidebars';
import materialSidebars from '@site/sidebars-material';
import {VERSIONS} from '@site/src/config/portal';
import {collectNavEntries, type NavEntry} from '../nav-entries';
import {assertUniquePathnames} from '../duplicates';
import {resolveSidebarConfig, scanDocs} from '../sidebar-config';

const SITE_DIR = path.resolve(__dirname, '../../..');
const X_ROUTE = '/x';

interface Source {
  instance: string;
  version: string;
  contentDir: string;
  urlPrefix: string;
  sidebars: Record<string, unknown>;
}

function realSources(): Source[] {
  const sources: Source[] = [
    {instance: 'default', version: 'current', contentDir: 'docs', urlPrefix: X_ROUTE, sidebars: xSidebars},
    {instance: 'material', version: 'current', contentDir: 'docs-material', urlPrefix: '/', sidebars: materialSidebars},
  ];
  const versionNames: string[] = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'versions.json'), 'utf8'));
  for (const name of versionNames) {
    const version = VERSIONS.find((v) => v.name === name);
    if (!version || version.kind !== 'in-portal') throw new Error(`versions.json lists ${name}, src/config does not`);
    sources.push({
      instance: 'default',
      version: name,
      contentDir: `versioned_docs/version-${name}`,
      urlPrefix: `${X_ROUTE}/${version.pathPrefix}`,
      sidebars: JSON.parse(fs.readFileSync(path.join(SITE_DIR, `versioned_sidebars/version-${name}-sidebars.json`), 'utf8')),
    });
  }
  return sources;
}

async function realEntries(edit: (sources: Source[]) => Source[] = (s) => s): Promise<NavEntry[]> {
  const entries: NavEntry[] = [];
  for (const source of edit(realSources())) {
    const docs = await scanDocs(path.join(SITE_DIR, source.contentDir), source.urlPrefix, SITE_DIR);
    const docsById = new Map(docs.map((doc) => [doc.id, doc]));
    for (const [sidebarId, config] of Object.entries(source.sidebars)) {
      const items = resolveSidebarConfig(config, docs, source.urlPrefix);
      const sidebarSource = `docs "${source.instance}", version "${source.version}", sidebar "${sidebarId}"`;
      entries.push(...collectNavEntries(items, {sidebarSource, docsById, baseUrl: '/'}));
    }
  }
  return entries;
}

test('the real sidebars of both instances and every version have no duplicated pathname', async () => {
  const entries = await realEntries();
  // It really read them: both instances, the 7.x version and the flagged example pages.
  const pathnames = entries.map((e) => e.pathname);
  expect(pathnames).toEqual(
    expect.arrayContaining(['/x/introduction', '/x/7.x/react-data-grid', '/getting-started/installation', '/versions']),
  );
  expect(entries.find((e) => e.pathname === '/x/react-data-grid/pivoting')?.flags).toEqual({
    plan: 'premium',
    newFeature: true,
  });
  expect(() => assertUniquePathnames(entries)).not.toThrow();
});

test('one colliding link added to the real material sidebar fails with the exact error', async () => {
  const withCollision = (sources: Source[]) =>
    sources.map((source) =>
      source.instance === 'material'
        ? {
            ...source,
            sidebars: {
              materialSidebar: [
                ...(source.sidebars.materialSidebar as unknown[]),
                {type: 'link', label: 'Charts v7', href: '/x/7.x/react-charts/'},
              ],
            },
          }
        : source,
    );
  const entries = await realEntries(withCollision);
  expect(() => assertUniquePathnames(entries)).toThrow(
    'Duplicated pathname: /x/7.x/react-charts\n' +
      '- docs "material", version "current", sidebar "materialSidebar": link "Charts v7" -> /x/7.x/react-charts/\n' +
      '- docs "default", version "7.x", sidebar "xSidebar": category "Charts" (@site/versioned_docs/version-7.x/react-charts/index.mdx)',
  );
});

test('the same doc listed twice in the real X sidebar fails too', async () => {
  const twice = (sources: Source[]) =>
    sources.map((source) =>
      source.instance === 'default' && source.version === 'current'
        ? {...source, sidebars: {xSidebar: [...(source.sidebars.xSidebar as unknown[]), 'react-data-grid/tree-data']}}
        : source,
    );
  const entries = await realEntries(twice);
  expect(() => assertUniquePathnames(entries)).toThrow(/^Duplicated pathname: \/x\/react-data-grid\/tree-data\n/);
});
