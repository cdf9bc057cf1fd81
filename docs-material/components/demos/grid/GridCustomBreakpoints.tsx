import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import {ThemeProvider, createTheme, type Theme} from '@mui/material/styles';

// Other breakpoint values for this subtree only: Grid reads its breakpoints from the theme.
const {breakpoints} = createTheme({breakpoints: {values: {xs: 0, sm: 400, md: 700, lg: 1000, xl: 1300}}});

export default function GridCustomBreakpoints() {
  return (
    <ThemeProvider theme={(outer: Theme) => ({...outer, breakpoints})}>
      <Grid container spacing={2}>
        {['A', 'B', 'C', 'D'].map((label) => (
          <Grid key={label} size={{xs: 12, sm: 6, md: 3}}>
            <Paper variant="outlined" sx={{p: 1, textAlign: 'center', typography: 'body2'}}>
              {label}: half from 400 px, a quarter from 700 px
            </Paper>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
