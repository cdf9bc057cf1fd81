import type {SidebarItem} from './types';

/** The MUI X introduction (overview page, installation, licensing, support, ...). */
export const introductionCategory: SidebarItem = {
  type: 'category',
  label: 'Introduction',
  key: 'introduction',
  link: {type: 'doc', id: 'introduction/index'},
  items: ['introduction/installation', 'introduction/licensing'],
};
