/**
 * Stands in for theme-classic's client module `prism-include-languages`, which imports Prism into
 * the bundle every page loads only to hand it to `@theme/prism-include-languages`. Fenced code is
 * highlighted at build time now, and the few places that highlight in the browser (demo sources, a
 * code block given a string at run time) load Prism in their own chunks.
 */
export {};
