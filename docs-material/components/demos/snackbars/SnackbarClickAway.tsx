import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export default function SnackbarClickAway() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Start the upload
      </Button>
      {/* Clicks outside do not close this one: the click-away listener is turned off. */}
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        message="Photos are uploading. This message stays until you close it."
        slotProps={{
          clickAwayListener: {onClickAway: (event) => ((event as Event & {defaultMuiPrevented?: boolean}).defaultMuiPrevented = true)},
        }}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      />
    </div>
  );
}
