/**
 * The layout grid the portal's MUI theme (src/mui/theme.ts) and the portal's own CSS measures (the
 * ad slot's reserved sizes) share, in px. MUI's defaults: a change here moves both.
 */
export const SPACING_UNIT_PX = 8;

export const BREAKPOINTS_PX = {xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536} as const;
