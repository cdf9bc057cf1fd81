/**
 * Whose CHANGELOG.md the changelog page (`/discover-more/changelog`) shows. Every MUI X package
 * ships the same monorepo changelog, so one community package stands for MUI X; a component named in
 * an entry links to its API page in the listed API sections.
 */
import {PRODUCTS} from './products';

export const CHANGELOG_SOURCES = [
  {id: 'material', label: 'Material UI', packageName: '@mui/material', apiSections: ['material']},
  {id: 'mui-x', label: 'MUI X', packageName: '@mui/x-data-grid', apiSections: PRODUCTS.map((p) => p.id)},
];
