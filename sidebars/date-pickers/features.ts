import type {SidebarItem} from '../types';
import {MAIN_FEATURES_DOC} from './components';

/**
 * Features shared by every picker, in the three groups of the reference navigation (mui.com/x
 * 8.15.0): main features, localization, customization (the Fields page sits with the components). None of these pages carries a plan flag:
 * range-picker sections inside them say "Pro" where they use @mui/x-date-pickers-pro.
 */

export const featureItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Main features',
    key: 'date-pickers-main-features',
    link: {type: 'doc', id: MAIN_FEATURES_DOC},
    items: [
      'react-date-pickers/validation',
      'react-date-pickers/shortcuts',
      'react-date-pickers/lifecycle',
      'react-date-pickers/accessibility',
    ],
  },
  {
    type: 'category',
    label: 'Localization',
    key: 'date-pickers-localization',
    items: [
      'react-date-pickers/localization',
      'react-date-pickers/adapters-locale',
      'react-date-pickers/calendar-systems',
      'react-date-pickers/timezone',
    ],
  },
  {
    type: 'category',
    label: 'Customization',
    key: 'date-pickers-customization',
    items: [
      'react-date-pickers/custom-components',
      'react-date-pickers/custom-layout',
      'react-date-pickers/custom-field',
      'react-date-pickers/custom-opening-button',
      'react-date-pickers/playground',
    ],
  },
];
