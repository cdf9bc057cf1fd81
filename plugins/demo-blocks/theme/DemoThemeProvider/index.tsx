/**
 * What every demo renders inside. This default adds nothing: a site swizzles it to give demos its
 * MUI theme, locale and licence (this portal does, in src/theme/DemoThemeProvider). Loaded lazily
 * with a page's first demo; `prepareDemoTheme` runs before the first demo renders (e.g. to load a
 * locale), so a demo never shows in the wrong language first.
 */
import React, {type ReactNode} from 'react';

export default function DemoThemeProvider({children}: {children: ReactNode}): ReactNode {
  return <>{children}</>;
}

/** Called with the page's locale before the first demo renders; resolves when the provider is ready. */
export function prepareDemoTheme(_locale: string): Promise<void> {
  return Promise.resolve();
}
