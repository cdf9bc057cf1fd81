import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// With nativeColor the browser derives light, dark and contrastText with CSS relative colours, so
// `main` can be any CSS colour, even a variable or an oklch() value.
// Its own prefix keeps its variables apart from the page's; the selector follows the site's mode.
const primary = {main: 'oklch(0.55 0.16 250)'};
const theme = createTheme({
  cssVariables: {nativeColor: true, cssVarPrefix: 'native-demo', colorSchemeSelector: '[data-theme=%s]'},
  colorSchemes: {light: {palette: {primary}}, dark: {palette: {primary}}},
});

export default function NativeColor() {
  const {main, light, dark, contrastText} = theme.palette.primary;
  return (
    <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null}>
      <Stack spacing={2}>
        <div>
          <Button variant="contained">Book a pickup</Button>
        </div>
        <Box
          component="dl"
          sx={{display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, fontSize: 13, color: 'text.primary'}}
        >
          {Object.entries({main, light, dark, contrastText}).map(([key, value]) => (
            <Box key={key} sx={{display: 'contents'}}>
              <dt>{key}</dt>
              <Box component="dd" sx={{m: 0, overflowWrap: 'anywhere'}}>
                <code>{value}</code>
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
