/**
 * `@mui/styles` 6.5 reads its theme from its own context (it depends on `@mui/private-theming` 6,
 * installed nested under it), not from Material UI 7's provider: the legacy styles demos hand it
 * the current Material UI theme with this wrapper.
 */
import * as React from 'react';
import {useTheme, type Theme} from '@mui/material/styles';
import {ThemeProvider} from '@mui/styles';

export default function LegacyThemeBridge({children}: {children: React.ReactNode}) {
  const theme = useTheme<Theme>();
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
