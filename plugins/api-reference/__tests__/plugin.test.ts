// marked ships ESM only; jest (CommonJS) loads its UMD build instead.
jest.mock('marked', () => jest.requireActual(require('node:path').resolve('node_modules/marked/lib/marked.umd.js')));

import {docsBySource} from '../index';

test('demo pages resolve to the current version docs, with the locale permalink and title', () => {
  const doc = (id: string, source: string, permalink: string, title: string) => ({id, source, permalink, title});
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [
              doc(
                'react-data-grid/rows',
                '@site/i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/rows.mdx',
                '/zh/x/react-data-grid/rows',
                '行',
              ),
            ],
          },
          {
            versionName: '7.x',
            docs: [
              doc('react-data-grid/old', '@site/versioned_docs/version-7.x/react-data-grid/old.mdx', '/x/7.x/react-data-grid/old', 'Old'),
            ],
          },
        ],
      },
      material: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [doc('components/buttons', '@site/docs-material/components/buttons.mdx', '/components/buttons', 'Buttons')],
          },
        ],
      },
    },
  };
  const map = docsBySource(allContent, {default: 'docs', material: 'docs-material'});
  // A translated doc is still found by its original file name.
  expect(map.get('docs/react-data-grid/rows.mdx')).toMatchObject({permalink: '/zh/x/react-data-grid/rows', title: '行'});
  expect(map.get('docs-material/components/buttons.mdx')?.permalink).toBe('/components/buttons');
  // Older versions never receive demo links.
  expect([...map.values()].some((d) => d.permalink.includes('7.x'))).toBe(false);
});
