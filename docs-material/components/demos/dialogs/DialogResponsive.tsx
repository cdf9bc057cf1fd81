import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';

export default function DialogResponsive() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  // Full screen below the md breakpoint, a centred dialog from md up.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the loan terms
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)} aria-labelledby="responsive-dialog-title">
        <DialogTitle id="responsive-dialog-title">Loan bike terms</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A loan bike is free while yours is in the workshop for more than one day. It comes back with a full battery and without new
            damage.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
