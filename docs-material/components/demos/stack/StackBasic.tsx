import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const STEPS = ['Check tyre pressure', 'Lube the chain', 'Test both brakes'];

export default function StackBasic() {
  return (
    <Stack spacing={2}>
      {STEPS.map((step) => (
        <Paper key={step} variant="outlined" sx={{p: 1, typography: 'body2'}}>
          {step}
        </Paper>
      ))}
    </Stack>
  );
}
