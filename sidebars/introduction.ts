import type {SidebarItem} from './types';
import {telemetryGuideItem} from './common-concepts';

/** The MUI X introduction (overview page, installation, licensing, support, ...). */
export const introductionCategory: SidebarItem = {
  type: 'category',
  label: 'Introduction',
  key: 'introduction',
  link: {type: 'doc', id: 'introduction/index'},
  items: [
    'introduction/installation',
    'introduction/licensing',
    'introduction/support',
    {type: 'doc', id: 'introduction/mcp', customProps: {newFeature: true}},
    {type: 'doc', id: 'introduction/priority-support', customProps: {plan: 'premium', newFeature: true}},
    telemetryGuideItem,
    'introduction/roadmap',
  ],
};
