/**
 * What the browser must have parsed before its first paint. A slow parser can paint the navbar
 * half-parsed: its right-hand items are packed to the end, so every item parsed after the paint
 * pushes the earlier ones left (measured: CLS 0.008 on a desktop text page with a 4x slower CPU).
 * `<link rel="expect" blocking="render">` (Chromium 124+, ignored elsewhere) holds the first paint
 * until the element with this id is in the document. It is the search input, the navbar's last
 * server-rendered element (a void element: once it is in, it is whole), so the navbar paints whole.
 * The wait is the navbar's first ~12 KB of HTML; a page without a navbar paints when parsing ends.
 */
export const NAVBAR_END_ID = 'navbar-search';
// The hint itself is rendered with the navbar (src/theme/Navbar), so only pages with one carry it.
