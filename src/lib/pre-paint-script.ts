/**
 * The inline script that runs at the top of <body>, before first paint: it applies the stored
 * colour mode (`localStorage['mui-mode']`), direction and density so a reload in dark mode never
 * flashes light. It runs after Docusaurus's own colour script and wins over it; it also writes
 * Docusaurus's storage key so the two never disagree later. A throwing localStorage falls back to
 * the system preference.
 *
 * `prePaint` is serialised with Function.prototype.toString, so it must not reference anything
 * outside its body: plain ES5, everything it needs comes in through `config`.
 */
import {DARK_QUERY, STORAGE_KEYS, THEME_COLORS} from './reader-settings';

export interface PrePaintConfig {
  modeKey: string;
  directionKey: string;
  denseKey: string;
  /** Docusaurus's colour-mode storage key (`theme` + the site storage namespace). */
  docusaurusKey: string;
  darkQuery: string;
  themeColors: {light: string; dark: string};
}

export function prePaint(config: PrePaintConfig, win: Window): void {
  var doc = win.document;
  function read(key: string): string | null {
    try {
      return win.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  var stored = read(config.modeKey);
  var choice = stored === 'light' || stored === 'dark' ? stored : 'system';
  var prefersDark = false;
  try {
    prefersDark = win.matchMedia(config.darkQuery).matches;
  } catch (e) {
    /* no matchMedia: light */
  }
  var mode = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
  var html = doc.documentElement;
  html.setAttribute('data-theme', mode);
  html.setAttribute('data-theme-choice', choice);
  try {
    if (choice === 'system') win.localStorage.removeItem(config.docusaurusKey);
    else win.localStorage.setItem(config.docusaurusKey, choice);
  } catch (e) {
    /* storage unavailable: nothing to keep in sync */
  }
  var body = doc.body;
  if (body) {
    body.className = (body.className.replace(/\b(light|dark)\b/g, '') + ' ' + mode).trim();
    body.setAttribute('dir', read(config.directionKey) === 'rtl' ? 'rtl' : 'ltr');
    body.setAttribute('data-dense', read(config.denseKey) === 'true' ? 'true' : 'false');
  }
  var meta = doc.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', config.themeColors[mode as 'light' | 'dark']);
}

export function prePaintConfig(storageNamespace: string): PrePaintConfig {
  return {
    modeKey: STORAGE_KEYS.mode,
    directionKey: STORAGE_KEYS.direction,
    denseKey: STORAGE_KEYS.dense,
    docusaurusKey: `theme${storageNamespace}`,
    darkQuery: DARK_QUERY,
    themeColors: THEME_COLORS,
  };
}

export function getPrePaintScript(storageNamespace: string): string {
  return `(${prePaint.toString()})(${JSON.stringify(prePaintConfig(storageNamespace))}, window);`;
}
