/**
 * Colours for charts whose labels sit on the coloured shapes (pie slices, funnel sections). Each
 * colour keeps white text at a WCAG contrast of at least 4.5:1, and stands at least 3:1 off the
 * portal's dark page background, so labels and shapes stay legible in light and dark mode alike.
 * (Chart palettes cannot follow the page's mode here: with CSS theme variables the charts always see
 * the light scheme, so one palette must serve both.)
 */
export const WHITE_LABEL_PALETTE: readonly string[] = [
  '#1976d2', // blue
  '#bf360c', // burnt orange
  '#2e7d32', // green
  '#7e57c2', // purple
  '#00838f', // cyan
  '#d81b60', // pink
  '#827717', // olive
  '#546e7a', // blue grey
];

/** The same palette as a mutable array, the type the charts' `colors` prop takes. */
export function whiteLabelPalette(): string[] {
  return [...WHITE_LABEL_PALETTE];
}
