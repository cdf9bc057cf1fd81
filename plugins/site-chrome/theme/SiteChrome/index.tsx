/**
 * The site's chrome, rendered once above every route (theme/ThemeProvider) instead of inside each
 * page's Layout: the skip link, announcement bar, navbar and footer, and the providers they share
 * with the page (colour mode, scroll, navbar and mobile sidebar, preferred docs version).
 * Docusaurus mounts a new Layout whenever the top-level route changes (a guide to an API page, MUI
 * X to Material UI): the navbar was mounted again from scratch, about half the render of a switch
 * into an API page (75 of 148 ms at 4x CPU, profiling build). Here it stays. Bare pages
 * (bare-page.ts) get the providers but no chrome.
 */
import React, {createContext, memo, useContext, useDeferredValue, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import {composeProviders} from '@docusaurus/theme-common';
import {AnnouncementBarProvider, ColorModeProvider, NavbarProvider, ScrollControllerProvider} from '@docusaurus/theme-common/internal';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import SkipToContent from '@theme/SkipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import {isBarePage} from '../../bare-page';
import {SITE_CHROME_PLUGIN, type SiteChromeData} from '../../data';

/** theme-classic's Layout providers but the per-route one (plugin class names), which Layout keeps. */
const ChromeProviders = composeProviders([
  ColorModeProvider,
  AnnouncementBarProvider,
  ScrollControllerProvider,
  DocsPreferredVersionContextProvider,
  NavbarProvider,
]);

const InSiteChrome = createContext(false);

/** Whether a SiteChrome is above: Layout renders one itself where none is (core's crash page, outside the theme's providers). */
export function useInSiteChrome(): boolean {
  return useContext(InSiteChrome);
}

/**
 * The chrome sees a new location in a render of its own, right after the new page's first frame:
 * on a switch within a product nothing in it visibly changes, yet its location readers (navbar
 * links' active state, the version and locale dropdowns' hidden links, the product switcher)
 * re-rendered in the same render as the new page: 37 of its 147 ms at 4x CPU, Sorting -> Filtering
 * (profiling build). The skip link's focus on arrival follows in that render too.
 */
function DeferredRouter({children}: {children: ReactNode}): ReactNode {
  const router = useDeferredValue(useContext(RouterContext));
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

// Memoized without props: the chrome re-renders only through what it reads itself (the location,
// colour mode...), not each time the route below changes.
const Top = memo(function ChromeTop(): ReactNode {
  return (
    <DeferredRouter>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
    </DeferredRouter>
  );
});

const Bottom = memo(function ChromeBottom(): ReactNode {
  return (
    <DeferredRouter>
      <Footer />
    </DeferredRouter>
  );
});

function useIsBarePage(): boolean {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const {barePaths} = usePluginData(SITE_CHROME_PLUGIN) as SiteChromeData;
  return isBarePage(pathname, baseUrl, barePaths);
}

export default function SiteChrome({children}: {children: ReactNode}): ReactNode {
  const bare = useIsBarePage();
  return (
    <InSiteChrome.Provider value>
      <ChromeProviders>
        {bare ? null : <Top />}
        {children}
        {bare ? null : <Bottom />}
      </ChromeProviders>
    </InSiteChrome.Provider>
  );
}
