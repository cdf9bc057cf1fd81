import fs from 'node:fs';
import path from 'node:path';
import type {SidebarItem} from '../types';

/**
 * Features shared by every picker, in the three groups of the reference navigation (mui.com/x
 * 8.15.0): main features, localization, customization. None of these pages carries a plan flag:
 * range-picker sections inside them say "Pro" where they use @mui/x-date-pickers-pro.
 */

/** The "Main features" overview page is written with the component pages; link it once it exists. */
const MAIN_FEATURES_DOC = 'react-date-pickers/main-features';
const hasMainFeaturesPage = ['.mdx', '.md', '/index.mdx'].some((ext) =>
  fs.existsSync(path.join(__dirname, '..', '..', 'docs', `${MAIN_FEATURES_DOC}${ext}`)),
);

export const featureItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Main features',
    key: 'date-pickers-main-features',
    ...(hasMainFeaturesPage ? {link: {type: 'doc', id: MAIN_FEATURES_DOC}} : {}),
    items: [
      'react-date-pickers/validation',
      'react-date-pickers/fields',
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
