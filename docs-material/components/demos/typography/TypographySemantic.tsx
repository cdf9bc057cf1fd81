import Box from '@mui/material/Box';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export default function TypographySemantic() {
  const outer = useTheme();
  // Inside this theme, subtitle1 renders as <p> instead of <h6>: the page has no h6 to skip to.
  const theme = createTheme(outer, {
    components: {MuiTypography: {defaultProps: {variantMapping: {subtitle1: 'p'}}}},
  });
  return (
    <Box sx={{maxWidth: 560}}>
      {/* Looks like h4, is an h2 in the document outline. */}
      <Typography variant="h4" component="h2" gutterBottom>
        Opening hours
      </Typography>
      <ThemeProvider theme={theme}>
        <Typography variant="subtitle1" gutterBottom>
          Monday to Friday 8:00–19:00, Saturday 9:00–14:00
        </Typography>
      </ThemeProvider>
      <Typography variant="body2" sx={{color: 'text.secondary', fontStyle: 'italic'}}>
        Closed on public holidays.
      </Typography>
    </Box>
  );
}
