import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function StackDirection() {
  return (
    <Stack direction="row" spacing={2}>
      {['Small', 'Medium', 'Large'].map((size) => (
        <Paper key={size} variant="outlined" sx={{px: 2, py: 1, typography: 'body2'}}>
          {size}
        </Paper>
      ))}
    </Stack>
  );
}
