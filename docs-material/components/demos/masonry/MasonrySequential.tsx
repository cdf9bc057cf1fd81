import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const HEIGHTS = [150, 60, 60, 60, 120, 80, 60, 100];

// sequential places item n in column n mod 3, in reading order, instead of in the shortest column.
export default function MasonrySequential() {
  return (
    <Masonry columns={3} spacing={2} sequential>
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
