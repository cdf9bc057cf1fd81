/**
 * The reader's display choices (colour mode, direction and density) and how they are
 * stored and applied to the document. Pure functions: the pre-paint script, the runtime sync and the
 * settings drawer all go through here.
 */
export type ModeChoice = 'light' | 'dark' | 'system';
export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export const STORAGE_KEYS = {mode: 'mui-mode', direction: 'mui-direction', dense: 'mui-dense'} as const;

/**
 * `<meta name="theme-color">` per effective mode: the navbar background of each mode (Infima's
 * `--ifm-navbar-background-color`: white, and its dark surface colour), so a phone's browser chrome
 * continues the navbar. tests/e2e/chrome.e2e.ts reads both from the page.
 */
export const THEME_COLORS: Record<Mode, string> = {light: '#ffffff', dark: '#242526'};

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseModeChoice(value: string | null | undefined): ModeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function effectiveMode(choice: ModeChoice, systemPrefersDark: boolean): Mode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

export function parseDense(value: string | null | undefined): boolean {
  return value === 'true';
}

/** Applies an effective mode the way both Docusaurus and the portal's CSS expect it. */
export function applyMode(doc: Document, mode: Mode, choice: ModeChoice): void {
  const html = doc.documentElement;
  if (html.getAttribute('data-theme') !== mode) html.setAttribute('data-theme', mode);
  if (html.getAttribute('data-theme-choice') !== choice) html.setAttribute('data-theme-choice', choice);
  applyBodyMode(doc, mode);
}

/** The body class and theme-color meta follow `data-theme` (set by us or by Docusaurus). */
export function applyBodyMode(doc: Document, mode: Mode): void {
  const body = doc.body;
  if (body) {
    body.classList.toggle('dark', mode === 'dark');
    body.classList.toggle('light', mode === 'light');
  }
  const meta = doc.querySelector('meta[name="theme-color"]');
  if (meta && meta.getAttribute('content') !== THEME_COLORS[mode]) meta.setAttribute('content', THEME_COLORS[mode]);
}

export function applyDirection(doc: Document, direction: Direction): void {
  doc.body?.setAttribute('dir', direction);
}

export function applyDense(doc: Document, dense: boolean): void {
  doc.body?.setAttribute('data-dense', String(dense));
}
