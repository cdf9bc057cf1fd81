import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export default function SnackbarWithAlert() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Send the quote
      </Button>
      {/* The Alert replaces SnackbarContent: its severity, icon and close button come along. */}
      <Snackbar open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        <Alert onClose={() => setOpen(false)} severity="success" variant="filled" sx={{width: '100%', bgcolor: 'success.dark'}}>
          Quote sent to amara.okafor@example.com
        </Alert>
      </Snackbar>
    </div>
  );
}
