import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// Only `main` is given: Material UI computes light, dark and contrastText from it.
const theme = createTheme({
  palette: {
    primary: {main: '#00695c'},
    secondary: {main: '#f9a825'},
  },
});

export default function PaletteMainOnly() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme: shown on its own paper, so its colours sit on the background they are made for, in dark mode too. */}
      <Box sx={{bgcolor: 'background.paper', color: 'text.primary', p: 1.5, borderRadius: 1}}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            <Button variant="contained">Check out</Button>
            <Button variant="contained" color="secondary">
              Add to basket
            </Button>
            <Button variant="outlined">Keep browsing</Button>
          </Stack>
          {(['primary', 'secondary'] as const).map((key) => (
            <Typography key={key} variant="body2" sx={{fontFamily: 'monospace'}}>
              {key}: light {theme.palette[key].light} · dark {theme.palette[key].dark} · contrastText {theme.palette[key].contrastText}
            </Typography>
          ))}
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
