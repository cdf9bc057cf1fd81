/**
 * Wraps a demo in the portal's MUI theme. Loaded lazily with the first demo on a page, so pages
 * without demos never download MUI. Colour mode needs no React state: the theme's CSS variables
 * follow Docusaurus's `data-theme`. Direction and density follow <body>, watched with a
 * MutationObserver so the settings panel can change them at any time. The page's language comes
 * from the packages' own locales (demo-locale.ts), loaded by `prepareDemoTheme` before the first demo.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import {ThemeProvider} from '@mui/material/styles';
import {CacheProvider} from '@emotion/react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createPortalTheme} from './theme';
import {currentDemoLocale, loadDemoLocale} from './demo-locale';
import {applyLicenseKey} from './license';
import {readBodySettings, DEFAULT_BODY_SETTINGS, WATCHED_BODY_ATTRIBUTES, type BodySettings} from './body-settings';

let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

function emotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  if (direction === 'rtl') {
    rtlCache ??= createCache({key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin]});
    return rtlCache;
  }
  ltrCache ??= createCache({key: 'demo'});
  return ltrCache;
}

export function useBodySettings(): BodySettings {
  const [settings, setSettings] = useState<BodySettings>(DEFAULT_BODY_SETTINGS);
  useEffect(() => {
    const update = () =>
      setSettings((previous) => {
        const next = readBodySettings(document.body);
        return next.direction === previous.direction && next.dense === previous.dense ? previous : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {attributes: true, attributeFilter: WATCHED_BODY_ATTRIBUTES});
    return () => observer.disconnect();
  }, []);
  return settings;
}

export default function DemoThemeProvider({children}: {children: ReactNode}) {
  const {direction, dense} = useBodySettings();
  applyLicenseKey(useDocusaurusContext().siteConfig.customFields?.muiXLicenseKey);
  const {themeLocales} = currentDemoLocale();
  const theme = useMemo(() => createPortalTheme({direction, dense}, themeLocales), [direction, dense, themeLocales]);
  return (
    <CacheProvider value={emotionCache(direction)}>
      {/* colorSchemeNode/storageManager null: Docusaurus owns `data-theme`; MUI only reads it. */}
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableTransitionOnChange>
        <div dir={direction} data-demo-theme={dense ? 'dense' : 'regular'}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Loads the page's demo locale before the first demo renders (the demo block awaits it). */
export async function prepareDemoTheme(locale: string): Promise<void> {
  await loadDemoLocale(locale);
}
