import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function DialogAlert() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="alert-dialog-title" aria-describedby="alert-dialog-description">
        <DialogTitle id="alert-dialog-title">Cancel the service on 14 April?</DialogTitle>
        <DialogContent>
          <DialogContentText id="alert-dialog-description">
            The slot goes back on sale and the deposit is refunded within five working days.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Keep booking
          </Button>
          <Button color="error" onClick={() => setOpen(false)}>
            Cancel it
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
