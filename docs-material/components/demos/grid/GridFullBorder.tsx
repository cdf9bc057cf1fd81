import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';

// Each cell draws its right and bottom border; the container draws the top and left ones.
export default function GridFullBorder() {
  return (
    <Grid
      container
      sx={{
        '--Grid-borderWidth': '1px',
        borderTop: 'var(--Grid-borderWidth) solid',
        borderLeft: 'var(--Grid-borderWidth) solid',
        borderColor: 'divider',
        '& > div': {
          borderRight: 'var(--Grid-borderWidth) solid',
          borderBottom: 'var(--Grid-borderWidth) solid',
          borderColor: 'divider',
        },
      }}
    >
      {Array.from({length: 6}, (_, index) => (
        <Grid key={index} size={{xs: 6, md: 4}} sx={{minHeight: 64}}>
          <Box sx={{p: 1, typography: 'body2'}}>Cell {index + 1}</Box>
        </Grid>
      ))}
    </Grid>
  );
}
