/** theme-classic's ThemeProvider, wrapped: every route renders inside the site's chrome (theme/SiteChrome). */
import React, {type ReactNode} from 'react';
// By path: in a plugin's theme, `@theme-init/ThemeProvider` is core's fallback (a pass-through),
// not theme-classic's, which adds the title formatter the page metadata needs.
import ThemeProvider from '@docusaurus/theme-classic/lib/theme/ThemeProvider';
import type {Props} from '@theme/ThemeProvider';
import SiteChrome from '@theme/SiteChrome';

export default function ThemeProviderWithChrome({children}: Props): ReactNode {
  return (
    <ThemeProvider>
      <SiteChrome>{children}</SiteChrome>
    </ThemeProvider>
  );
}
