import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import type {TransitionProps} from '@mui/material/transitions';

// Defined once, outside the demo: a new component on every render would restart the transition.
function SlideUp({ref, ...props}: TransitionProps & {children: React.ReactElement; ref?: React.Ref<unknown>}) {
  return <Slide direction="up" ref={ref} {...props} />;
}

export default function DialogSlide() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show opening hours
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} slots={{transition: SlideUp}} aria-labelledby="slide-dialog-title">
        <DialogTitle id="slide-dialog-title">Workshop hours</DialogTitle>
        <DialogContent>
          <DialogContentText>Monday to Friday 08:00 to 18:00, Saturday 09:00 to 16:00, closed on Sunday.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
