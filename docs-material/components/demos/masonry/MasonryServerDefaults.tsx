import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const HEIGHTS = [90, 60, 120, 70, 100, 80];

// Masonry measures its children in the browser; defaultHeight, defaultColumns and defaultSpacing
// are what it lays out with before that (on the server, or in the first render).
export default function MasonryServerDefaults() {
  return (
    <Masonry columns={3} spacing={1} defaultHeight={300} defaultColumns={3} defaultSpacing={1}>
      {HEIGHTS.map((height, index) => (
        <Paper
          key={index}
          variant="outlined"
          sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center', typography: 'body2'}}
        >
          {index + 1}
        </Paper>
      ))}
    </Masonry>
  );
}
