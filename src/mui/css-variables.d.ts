// The portal's MUI theme always uses CSS theme variables (src/mui/theme.ts): tell MUI's types so,
// which types `theme.vars` and the CSS-variables props of ThemeProvider.
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
