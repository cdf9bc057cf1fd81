/** Packages whose package.json fields /getting-started/supported-platforms shows, in that order. */
export const PLATFORM_PACKAGES: readonly string[] = [
  '@mui/material',
  '@mui/system',
  '@mui/icons-material',
  '@mui/x-data-grid',
  '@mui/x-date-pickers',
];
