/**
 * The Charts part of the X sidebar. Page groups keep their entries in their own files (so the
 * people writing them never edit the same file); this one decides the order.
 */
import type {SidebarItem} from '../types';
import {chartTypeItems} from './chart-types';
import {featureItems} from './features';

const chartsItems: SidebarItem[] = [...chartTypeItems, ...featureItems];

export default chartsItems;
