import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FirstButton() {
  const [saves, setSaves] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={() => setSaves((n) => n + 1)}>
        Save draft
      </Button>
      <Typography role="status">{saves === 0 ? 'Not saved yet' : `Saved ${saves} ${saves === 1 ? 'time' : 'times'}`}</Typography>
    </Stack>
  );
}
