import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// Every token given by hand: Material UI derives nothing for this colour.
const theme = createTheme({
  palette: {
    primary: {
      light: '#4db6ac',
      main: '#00796b',
      dark: '#004d40',
      contrastText: '#ffffff',
    },
  },
});

export default function PaletteManualTokens() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme: shown on its own paper, so its colours sit on the background they are made for, in dark mode too. */}
      <Box sx={{bgcolor: 'background.paper', color: 'text.primary', p: 1.5, borderRadius: 1}}>
        <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
          <Button variant="contained">Book a table</Button>
          <Button variant="contained" sx={{bgcolor: 'primary.dark'}}>
            Dark token
          </Button>
          <Button variant="outlined" sx={{borderColor: 'primary.light'}}>
            Light border
          </Button>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
