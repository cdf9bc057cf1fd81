import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const HEIGHTS = [80, 120, 60, 100, 140, 70, 110, 90, 130, 60];

// Columns and spacing per breakpoint, like the sx shorthand: 2 columns on phones, 3 from sm, 5 from md.
export default function MasonryResponsive() {
  return (
    <Masonry columns={{xs: 2, sm: 3, md: 5}} spacing={{xs: 1, sm: 2}}>
      {HEIGHTS.map((height, index) => (
        <Paper
          key={index}
          sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', typography: 'body2'}}
        >
          {index + 1}
        </Paper>
      ))}
    </Masonry>
  );
}
