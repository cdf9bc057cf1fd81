import type {SidebarItem} from '../types';

const PRO = {plan: 'pro'} as const;

/** Quickstart and base concepts, right under the Date and Time Pickers overview page. */
export const overviewItems: SidebarItem[] = ['react-date-pickers/quickstart', 'react-date-pickers/base-concepts'];

/**
 * One category per picker family, each linked to its group page (which lists its children), as
 * the reference navigation of mui.com/x 8.15.0 has them: the range families are Pro, the Time
 * Range Picker is new in v8.
 */
export const componentGroups: SidebarItem[] = [
  {
    type: 'category',
    label: 'Date components',
    key: 'date-pickers-date-components',
    link: {type: 'doc', id: 'react-date-pickers/date-pickers'},
    items: ['react-date-pickers/date-picker', 'react-date-pickers/date-field', 'react-date-pickers/date-calendar'],
  },
  {
    type: 'category',
    label: 'Time components',
    key: 'date-pickers-time-components',
    link: {type: 'doc', id: 'react-date-pickers/time-pickers'},
    items: [
      'react-date-pickers/time-picker',
      'react-date-pickers/time-field',
      'react-date-pickers/time-clock',
      'react-date-pickers/digital-clock',
    ],
  },
  {
    type: 'category',
    label: 'Date Time components',
    key: 'date-pickers-date-time-components',
    link: {type: 'doc', id: 'react-date-pickers/date-time-pickers'},
    items: ['react-date-pickers/date-time-picker', 'react-date-pickers/date-time-field'],
  },
  {
    type: 'category',
    label: 'Date Range components',
    key: 'date-pickers-date-range-components',
    link: {type: 'doc', id: 'react-date-pickers/date-range-pickers'},
    customProps: PRO,
    items: ['react-date-pickers/date-range-picker', 'react-date-pickers/date-range-field', 'react-date-pickers/date-range-calendar'],
  },
  {
    type: 'category',
    label: 'Time Range components',
    key: 'date-pickers-time-range-components',
    link: {type: 'doc', id: 'react-date-pickers/time-range-pickers'},
    customProps: PRO,
    items: [
      {type: 'doc', id: 'react-date-pickers/time-range-picker', customProps: {newFeature: true}},
      'react-date-pickers/time-range-field',
    ],
  },
  {
    type: 'category',
    label: 'Date Time Range components',
    key: 'date-pickers-date-time-range-components',
    link: {type: 'doc', id: 'react-date-pickers/date-time-range-pickers'},
    customProps: PRO,
    items: ['react-date-pickers/date-time-range-picker', 'react-date-pickers/date-time-range-field'],
  },
];

/** The page listing the shared features (its children live in ./features.ts). */
export const MAIN_FEATURES_DOC = 'react-date-pickers/main-features';
