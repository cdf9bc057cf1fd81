/**
 * WCAG AA contrast minimums: body text, and large text or the visible parts of a control (non-text
 * contrast). Kept apart from the maths so a page can print them without loading Material UI.
 */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_CONTROL = 3;
