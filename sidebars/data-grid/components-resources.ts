import type {SidebarItem} from '../types';

const PREMIUM = {plan: 'premium'};

/** The Components group (its own top-level group): the composable building blocks of v8. */
export const componentsItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Components',
    key: 'data-grid-components',
    link: {type: 'doc', id: 'react-data-grid/components/index'},
    customProps: {newFeature: true},
    items: [
      {type: 'doc', id: 'react-data-grid/components/usage', customProps: {newFeature: true}},
      {type: 'doc', id: 'react-data-grid/components/toolbar', customProps: {newFeature: true}},
      {type: 'doc', id: 'react-data-grid/components/export', customProps: {newFeature: true}},
      {type: 'doc', id: 'react-data-grid/components/quick-filter', customProps: {newFeature: true}},
      // The panel pages are flagged "planned" in the reference navigation of 8.15.0 (their
      // components are not complete yet): shown greyed out, not as links, skipped by previous/next.
      {type: 'doc', id: 'react-data-grid/components/columns-panel', customProps: {planned: true}},
      {type: 'doc', id: 'react-data-grid/components/filter-panel', customProps: {planned: true}},
      {type: 'doc', id: 'react-data-grid/components/pivot-panel', customProps: {...PREMIUM, planned: true}},
      {type: 'doc', id: 'react-data-grid/components/charts-panel', customProps: {...PREMIUM, planned: true}},
      {type: 'doc', id: 'react-data-grid/components/ai-assistant-panel', customProps: {...PREMIUM, planned: true}},
      {type: 'doc', id: 'react-data-grid/components/prompt-field', customProps: {...PREMIUM, newFeature: true}},
    ],
  },
];

/** API object, events, state, performance (the "Resources" group). */
export const resourcesItems: SidebarItem[] = [
  'react-data-grid/api-object',
  'react-data-grid/events',
  'react-data-grid/state',
  'react-data-grid/performance',
];
