import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ClickCounter() {
  const [approved, setApproved] = React.useState(0);
  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={() => setApproved((n) => n + 1)}>
        Approve expense report
      </Button>
      <Typography role="status">{approved === 0 ? 'No report approved yet' : `Reports approved: ${approved}`}</Typography>
    </Stack>
  );
}
