import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// augmentColor runs the same derivation as the built-in colours on a new one.
const base = createTheme();
const ochre = base.palette.augmentColor({color: {main: '#a65e1a'}, name: 'ochre'});
const theme = createTheme({palette: {ochre}} as Parameters<typeof createTheme>[0]);

export default function PaletteAugmentColor() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme: shown on its own paper, so its colours sit on the background they are made for, in dark mode too. */}
      <Box sx={{bgcolor: 'background.paper', color: 'text.primary', p: 1.5, borderRadius: 1}}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" sx={{bgcolor: 'ochre.main', color: 'ochre.contrastText', '&:hover': {bgcolor: 'ochre.dark'}}}>
              Terracotta order
            </Button>
            <Button variant="outlined" sx={{color: 'ochre.dark', borderColor: 'ochre.main'}}>
              Samples
            </Button>
          </Stack>
          <Box sx={{fontFamily: 'monospace', fontSize: 13}}>
            ochre: light {ochre.light} · main {ochre.main} · dark {ochre.dark} · contrastText {ochre.contrastText}
          </Box>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
