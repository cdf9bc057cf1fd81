import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

// A column on phones, a row from the sm breakpoint up, with more room between items on wide screens.
export default function StackResponsive() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={{xs: 1, sm: 2, md: 4}}>
      {['Pickup', 'Delivery', 'Workshop visit'].map((option) => (
        <Paper key={option} variant="outlined" sx={{px: 2, py: 1, typography: 'body2'}}>
          {option}
        </Paper>
      ))}
    </Stack>
  );
}
