import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export default function SnackbarAutoHide() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy the tracking number
      </Button>
      {/* Closes after 4 s; hovering it or leaving the window pauses the countdown. */}
      <Snackbar open={open} autoHideDuration={4000} onClose={() => setOpen(false)} message="Tracking number copied" />
    </div>
  );
}
