import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, {type SnackbarCloseReason} from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

export default function SnackbarSimple() {
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const snackbar = React.useRef<HTMLDivElement>(null);
  const close = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message the reader has not read yet.
    if (reason === 'clickaway') return;
    // A snackbar does not restore focus: when it closes with focus inside, send focus back.
    if (snackbar.current?.contains(document.activeElement)) trigger.current?.focus();
    setOpen(false);
  };
  return (
    <div>
      <Button ref={trigger} variant="outlined" onClick={() => setOpen(true)}>
        Archive the order
      </Button>
      <Snackbar
        ref={snackbar}
        open={open}
        autoHideDuration={6000}
        onClose={close}
        message="Order 1042 archived"
        action={
          <>
            <Button color="inherit" size="small" onClick={close}>
              Undo
            </Button>
            <IconButton size="small" aria-label="Close" color="inherit" onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </div>
  );
}
