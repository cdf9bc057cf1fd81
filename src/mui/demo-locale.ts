/**
 * The language demos speak: on a page of another locale, the packages' own locale text joins the
 * demo theme and the date library switches language, with no change to demo sources. Loaded only
 * when a page of that locale shows its first demo (English pages load nothing).
 */
export interface DemoLocale {
  /** Locale objects as the packages export them (`createTheme(options, ...themeLocales)`). */
  themeLocales: object[];
  /** Global switches the locale needs (the date library's default language). */
  apply(): void;
}

const ENGLISH: DemoLocale = {themeLocales: [], apply() {}};

const LOADERS: Record<string, () => Promise<{default: DemoLocale}>> = {
  zh: () => import(/* webpackChunkName: "demo-locale-zh" */ './locales/zh'),
};

const loaded = new Map<string, Promise<DemoLocale>>();
let current: DemoLocale = ENGLISH;

/** Loads (once) and applies the demo locale of a site locale; unknown locales keep English. */
export function loadDemoLocale(locale: string): Promise<DemoLocale> {
  let pending = loaded.get(locale);
  if (!pending) {
    const loader = LOADERS[locale];
    pending = loader
      ? loader().then(({default: demoLocale}) => {
          demoLocale.apply();
          current = demoLocale;
          return demoLocale;
        })
      : Promise.resolve(ENGLISH);
    // A failed load is forgotten, so the next demo tries again.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The demo locale loaded last (English until one has loaded). */
export function currentDemoLocale(): DemoLocale {
  return current;
}
