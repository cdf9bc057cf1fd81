import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function AlertStatusRole() {
  const [saved, setSaved] = React.useState(0);
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Button variant="contained" onClick={() => setSaved((count) => count + 1)} sx={{alignSelf: 'flex-start'}}>
        Save notes
      </Button>
      {/* role="status" is announced politely, without interrupting the reader as role="alert" does. */}
      <Alert role="status" severity="success" variant="outlined">
        {saved === 0 ? 'Notes not saved yet.' : `Notes saved ${saved} ${saved === 1 ? 'time' : 'times'}.`}
      </Alert>
    </Stack>
  );
}
