import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function AlertActions() {
  const [dismissed, setDismissed] = React.useState(false);
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      {dismissed ? (
        <Button variant="outlined" onClick={() => setDismissed(false)} sx={{alignSelf: 'flex-start'}}>
          Show the reminder again
        </Button>
      ) : (
        // onClose alone adds a close button whose accessible name is closeText ('Close').
        <Alert severity="info" onClose={() => setDismissed(true)}>
          Your booking is tomorrow at 09:30.
        </Alert>
      )}
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small">
            Reorder
          </Button>
        }
      >
        Brake pads are running low in stock.
      </Alert>
    </Stack>
  );
}
