import type {SidebarItem} from './types';

const doc = (name: string): SidebarItem => `migration/${name}`;

/**
 * Migration guides (/x/migration/...), grouped by the major version they upgrade to, newest first,
 * like the reference navigation: v8 (from v7, plus Material UI v5/v6 with v8), v7 (from v6), v6
 * (from v5, and the Tree View from the lab), and the earlier moves (pickers from the lab, grid v4).
 */
export const migrationItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Migration',
    key: 'migration',
    collapsed: true,
    items: [
      {
        type: 'category',
        label: 'Upgrade to v8',
        key: 'migration-v8',
        collapsed: false,
        items: [
          doc('migration-data-grid-v7'),
          doc('migration-pickers-v7'),
          doc('migration-charts-v7'),
          doc('migration-tree-view-v7'),
          doc('usage-with-material-ui-v5-v6'),
        ],
      },
      {
        type: 'category',
        label: 'Upgrade to v7',
        key: 'migration-v7',
        items: [doc('migration-data-grid-v6'), doc('migration-pickers-v6'), doc('migration-charts-v6'), doc('migration-tree-view-v6')],
      },
      {
        type: 'category',
        label: 'Upgrade to v6',
        key: 'migration-v6',
        items: [doc('migration-data-grid-v5'), doc('migration-pickers-v5'), doc('migration-tree-view-lab')],
      },
      {
        type: 'category',
        label: 'Earlier',
        key: 'migration-earlier',
        items: [doc('migration-pickers-lab'), doc('migration-data-grid-v4')],
      },
    ],
  },
];
