/**
 * The inline script that runs at the top of <body>, before first paint: it applies the stored
 * colour mode (`localStorage['mui-mode']`), direction and density so a reload in dark mode never
 * flashes light. It runs after Docusaurus's own colour script and wins over it; it also writes
 * Docusaurus's storage key so the two never disagree later. A throwing localStorage falls back to
 * the system preference.
 *
 * `prePaint` and `installStorageFallback` are serialised with Function.prototype.toString, so they
 * must not reference anything outside their bodies (but each other): plain ES5, everything they
 * need comes in through `config`.
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
  installStorageFallback(win);
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

/**
 * A reader whose browser refuses storage (blocked cookies, some private modes: reading
 * `localStorage` or calling its methods throws) gets an in-memory stand-in for this page, before
 * any other script asks for it: Docusaurus's colour mode, docs version and announcement code then
 * work without logging an error each. What is stored lasts for the page view, as it must.
 */
export function installStorageFallback(win: Window): void {
  var stand: unknown[] = [];
  function memoryStorage(seed: Record<string, string>) {
    var data = seed;
    return {
      getItem: function (key: string) {
        return Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null;
      },
      setItem: function (key: string, value: string) {
        data[key] = String(value);
      },
      removeItem: function (key: string) {
        delete data[key];
      },
      clear: function () {
        data = {};
      },
      key: function (index: number) {
        return Object.keys(data)[index] || null;
      },
      get length() {
        return Object.keys(data).length;
      },
    };
  }
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    var seed: Record<string, string> = {};
    try {
      var storage = (win as unknown as Record<string, Storage>)[name];
      var probe = '__portal_storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return; // it works
    } catch (e) {
      try {
        var readable = (win as unknown as Record<string, Storage>)[name];
        for (var i = 0; i < readable.length; i++) {
          var key = readable.key(i);
          if (key !== null) seed[key] = readable.getItem(key) as string;
        }
      } catch (e2) {
        /* not even readable */
      }
    }
    var memory = memoryStorage(seed);
    try {
      Object.defineProperty(win, name, {
        configurable: true,
        enumerable: true,
        get: function () {
          return memory;
        },
      });
      stand.push(memory);
    } catch (e) {
      /* cannot replace it: the page still works, with its errors */
    }
  });
  var StorageEventType = (win as unknown as {StorageEvent?: typeof StorageEvent}).StorageEvent;
  if (stand.length && StorageEventType) {
    // A storage event may only name a real Storage: Docusaurus's own change events name the stand-in.
    var init = StorageEventType.prototype.initStorageEvent;
    StorageEventType.prototype.initStorageEvent = function () {
      var args = Array.prototype.slice.call(arguments);
      if (stand.indexOf(args[7]) >= 0) args[7] = null;
      return init.apply(this, args as Parameters<typeof init>);
    };
  }
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
  // Both functions are serialised: prePaint calls installStorageFallback by name.
  return `(function(){${installStorageFallback.toString()};(${prePaint.toString()})(${JSON.stringify(prePaintConfig(storageNamespace))}, window);})();`;
}
