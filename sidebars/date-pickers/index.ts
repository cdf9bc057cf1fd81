/**
 * The Date and Time Pickers part of the X sidebar. Page groups keep their entries in their own
 * files (so the people writing them never edit the same file); this one decides the order.
 */
import type {SidebarItem} from '../types';
import {componentItems} from './components';
import {featureItems} from './features';

const datePickersItems: SidebarItem[] = [...componentItems, ...featureItems];

export default datePickersItems;
