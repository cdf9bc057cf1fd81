import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const HEIGHTS = [70, 120, 90, 150, 60, 110, 80, 130, 100, 70, 140, 90];

export default function MasonryBasic() {
  return (
    <Masonry columns={4} spacing={2}>
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
