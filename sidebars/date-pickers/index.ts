/**
 * The Date and Time Pickers part of the X sidebar, in the order of the reference navigation of
 * mui.com/x 8.15.0: quickstart and base concepts, the "Components" group (one category per picker
 * family, then the Fields page), then the shared features. Page groups keep their entries in their
 * own files; this one decides the order.
 */
import type {SidebarItem} from '../types';
import {componentGroups, overviewItems} from './components';
import {featureItems} from './features';

const datePickersItems: SidebarItem[] = [
  ...overviewItems,
  {type: 'category', label: 'Components', key: 'date-pickers-components', items: [...componentGroups, 'react-date-pickers/fields']},
  ...featureItems,
];

export default datePickersItems;
