import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {responsiveFontSizes, ThemeProvider, useTheme, type Theme} from '@mui/material/styles';

// responsiveFontSizes returns a copy of the theme with a font size per breakpoint for each variant.
const responsive = (outer: Theme): Theme => responsiveFontSizes(outer);

function H3Sizes() {
  const theme = useTheme();
  const rule = theme.typography.h3 as Record<string, unknown>;
  const sizes = Object.fromEntries(Object.entries(rule).filter(([key]) => key === 'fontSize' || key.startsWith('@media')));
  return (
    <Box component="pre" sx={{fontSize: 12, m: 0, mt: 1, overflowX: 'auto'}} tabIndex={0}>
      {JSON.stringify(sizes, null, 2)}
    </Box>
  );
}

export default function ResponsiveFontSizes() {
  return (
    <ThemeProvider theme={responsive}>
      <Typography variant="h3">Route planner</Typography>
      <H3Sizes />
    </ThemeProvider>
  );
}
