import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';

// Borders only between cells: each cell draws its right and bottom edges, and those of the last column/row are hidden.
export default function GridHalfBorder() {
  return (
    <Grid
      container
      sx={{
        '& > div': {borderColor: 'divider', borderStyle: 'solid', borderWidth: 0},
        '& > div:not(:nth-of-type(3n))': {borderRightWidth: {md: 1}},
        '& > div:nth-of-type(-n+3)': {borderBottomWidth: {md: 1}},
        '& > div:nth-of-type(odd)': {borderRightWidth: {xs: 1, md: 0}},
        '& > div:nth-of-type(-n+4)': {borderBottomWidth: {xs: 1, md: 0}},
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
